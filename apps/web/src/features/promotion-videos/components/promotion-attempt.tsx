import {
  formatRupees,
  type PromotionServe,
  type QuizLanguageCode,
  type QuizResult,
  SessionType,
} from '@portal/shared';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CardSection } from '../../../components/ui/card';
import { DataText } from '../../../components/ui/data-text';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import type { RenderPlayer } from '../../../lib/playable-video';
import { type StartedQuiz, useGradePromotionQuiz, useStartPromotionQuiz } from '../api/promotion';
import { usePromoterLevelName } from '../../../lib/promoter-level';
import type { ConfirmedQuiz } from './quiz-confirmation';
import { QuizResultCard } from './quiz-result-card';
import { TimedQuiz } from './timed-quiz';
import { TodayProgress } from './today-progress';

type Ready = Extract<PromotionServe, { state: 'ready' }>;

/** 'Morning session · Set 1 of 2', ' (retry)' after it for the set's retry. */
function titleKey(attempt: Ready): MessageKey {
  const name = attempt.session === SessionType.Evening ? 'evening' : 'morning';
  return `promotion.attempt.title.${name}${attempt.retry ? 'Retry' : ''}`;
}

/**
 * One served set: the session and set, what the video pays and why, the verified player, the timed
 * quiz and its result with retry or confirm.
 */
export function PromotionAttempt({
  attempt,
  quizLanguage: language,
  onQuizLanguageChange: setLanguage,
  onConfirmed,
  renderPlayer,
}: {
  attempt: Ready;
  /** English or Tamil: the route keeps it from set to set (defaultQuizLanguage first). */
  quizLanguage: QuizLanguageCode;
  onQuizLanguageChange(language: QuizLanguageCode): void;
  onConfirmed(confirmed: ConfirmedQuiz): void;
  /** The verified player (the route passes the watching feature's in). */
  renderPlayer: RenderPlayer;
}) {
  const [watched, setWatched] = useState(attempt.watched || attempt.result !== null);
  const t = useT();
  const levelLabel = usePromoterLevelName();
  const [quiz, setQuiz] = useState<StartedQuiz | null>(null);
  const [result, setResult] = useState<QuizResult | null>(attempt.result);
  const start = useStartPromotionQuiz();
  const grade = useGradePromotionQuiz();
  const onWatched = useCallback(() => setWatched(true), []);
  const parts = attempt.amount_parts;

  return (
    <div className="flex flex-col gap-5">
      <CardSection title={t(titleKey(attempt), { set: attempt.set, total: attempt.sets_total })}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div role="group" aria-label={t('promotion.attempt.pays')} className="flex flex-col gap-1">
            <p className="text-2xl font-semibold text-slate-900 tabular-nums">
              {formatRupees(attempt.amount)}
            </p>
            <p className="text-sm text-slate-600">{t('promotion.attempt.fullScore')}</p>
            <p className="text-sm text-slate-600">
              {t('promotion.attempt.parts', {
                base: formatRupees(parts.base),
                bonuses: parts.bonuses
                  .filter((bonus) => bonus.referrals > 0)
                  .map(
                    (bonus) =>
                      ` ${t('promotion.attempt.bonus', {
                        count: bonus.referrals,
                        level: levelLabel(bonus.level),
                        amount: formatRupees(bonus.amount),
                      })}`,
                  )
                  .join(''),
                cap: formatRupees(parts.cap),
              })}
            </p>
          </div>
          <TodayProgress today={attempt.today} />
        </div>
      </CardSection>
      {result ? (
        <QuizResultCard attempt={attempt} result={result} onConfirmed={onConfirmed} />
      ) : quiz ? (
        <CardSection title={t('promotion.quiz.title')}>
          {grade.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              {t('promotion.quiz.checking')}
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
        <CardSection title={<DataText>{attempt.video.title}</DataText>}>
          <div className="flex flex-col gap-5">
            {renderPlayer({ video: attempt.video, watched, onWatched })}
            {watched && (
              <div className="flex flex-wrap items-end gap-3">
                <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
                  {t('promotion.quiz.language')}
                  <select
                    className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm"
                    value={language}
                    onChange={(event) => setLanguage(event.currentTarget.value as QuizLanguageCode)}
                  >
                    {/* Each language named in its own script, as the language picker does. */}
                    <option value="en" lang="en">
                      English
                    </option>
                    <option value="ta" lang="ta">
                      தமிழ்
                    </option>
                  </select>
                </label>
                <Button
                  disabled={start.isPending}
                  onClick={async () =>
                    setQuiz(await start.mutateAsync({ attempt_id: attempt.attempt_id, language }))
                  }
                >
                  {t('promotion.quiz.start')}
                </Button>
                <p className="w-full text-xs text-slate-500">{t('promotion.quiz.timeLimits')}</p>
              </div>
            )}
          </div>
        </CardSection>
      )}
    </div>
  );
}
