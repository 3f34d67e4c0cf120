import {
  formatRupees,
  type PromotionServe,
  promoterLevelLabel,
  type QuizLanguageCode,
  type QuizResult,
  SESSION_TYPE_LABELS,
} from '@portal/shared';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import type { RenderPlayer } from '../../../lib/playable-video';
import { type StartedQuiz, useGradePromotionQuiz, useStartPromotionQuiz } from '../api/promotion';
import type { ConfirmedQuiz } from './quiz-confirmation';
import { QuizResultCard } from './quiz-result-card';
import { TimedQuiz } from './timed-quiz';
import { TodayProgress } from './today-progress';

type Ready = Extract<PromotionServe, { state: 'ready' }>;

/**
 * One served set: the session and set, what the video pays and why, the verified player, the timed
 * quiz and its result with retry or confirm.
 */
export function PromotionAttempt({
  attempt,
  onConfirmed,
  renderPlayer,
}: {
  attempt: Ready;
  onConfirmed(confirmed: ConfirmedQuiz): void;
  /** The verified player (the route passes the watching feature's in). */
  renderPlayer: RenderPlayer;
}) {
  const [watched, setWatched] = useState(attempt.watched || attempt.result !== null);
  const [language, setLanguage] = useState<QuizLanguageCode>('en');
  const [quiz, setQuiz] = useState<StartedQuiz | null>(null);
  const [result, setResult] = useState<QuizResult | null>(attempt.result);
  const start = useStartPromotionQuiz();
  const grade = useGradePromotionQuiz();
  const onWatched = useCallback(() => setWatched(true), []);
  const parts = attempt.amount_parts;

  return (
    <div className="flex flex-col gap-5">
      <CardSection
        title={`${SESSION_TYPE_LABELS[attempt.session]} session · Set ${attempt.set} of ${attempt.sets_total}${attempt.retry ? ' (retry)' : ''}`}
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div role="group" aria-label="What this video pays" className="flex flex-col gap-1">
            <p className="text-2xl font-semibold text-slate-900 tabular-nums">
              {formatRupees(attempt.amount)}
            </p>
            <p className="text-sm text-slate-600">for a full score; less for each answer missed.</p>
            <p className="text-sm text-slate-600">
              Base {formatRupees(parts.base)}
              {parts.bonuses
                .filter((bonus) => bonus.referrals > 0)
                .map(
                  (bonus) =>
                    ` + ${bonus.referrals} × ${promoterLevelLabel(bonus.level)} referral (${formatRupees(bonus.amount)})`,
                )
                .join('')}
              , at most {formatRupees(parts.cap)}.
            </p>
          </div>
          <TodayProgress today={attempt.today} />
        </div>
      </CardSection>
      {result ? (
        <QuizResultCard attempt={attempt} result={result} onConfirmed={onConfirmed} />
      ) : quiz ? (
        <CardSection title="Quiz">
          {grade.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Checking your answers…
            </p>
          ) : (
            <TimedQuiz
              questions={quiz.questions}
              onFinish={async (answers) =>
                setResult(await grade.mutateAsync({ attempt_id: attempt.attempt_id, answers }))
              }
            />
          )}
        </CardSection>
      ) : (
        <CardSection title={attempt.video.title}>
          <div className="flex flex-col gap-5">
            {renderPlayer({ video: attempt.video, watched, onWatched })}
            {watched && (
              <div className="flex flex-wrap items-end gap-3">
                <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
                  Quiz language
                  <select
                    className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
                    value={language}
                    onChange={(event) => setLanguage(event.currentTarget.value as QuizLanguageCode)}
                  >
                    <option value="en">English</option>
                    <option value="ta">தமிழ்</option>
                  </select>
                </label>
                <Button
                  disabled={start.isPending}
                  onClick={async () =>
                    setQuiz(await start.mutateAsync({ attempt_id: attempt.attempt_id, language }))
                  }
                >
                  Start the quiz
                </Button>
                <p className="w-full text-xs text-slate-500">
                  Each question has its own time limit; when it runs out, the quiz moves on.
                </p>
              </div>
            )}
          </div>
        </CardSection>
      )}
    </div>
  );
}
