import {
  type PromotionServe,
  promoterLevelLabel,
  type QuizLanguageCode,
  type QuizResult,
  SESSION_TYPE_LABELS,
  formatRupees,
} from '@portal/shared';
import { AlertTriangle, CheckCircle2, Clapperboard, GraduationCap, KeyRound } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardSection } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ServerError } from '../../../components/ui/server-error';
import { paths } from '../../../config/paths';
import {
  type StartedQuiz,
  useConfirmPromotionQuiz,
  useGradePromotionQuiz,
  usePromotionServe,
  useStartPromotionQuiz,
  useTakeRetry,
} from '../../../features/promotion-videos/api/promotion';
import { type ConfirmedQuiz, QuizConfirmation } from '../../../features/promotion-videos/components/quiz-confirmation';
import { TimedQuiz } from '../../../features/promotion-videos/components/timed-quiz';
import { TodayProgress } from '../../../features/promotion-videos/components/today-progress';
import { VerifiedPlayer } from '../../../features/watching/components/verified-player';

type Ready = Extract<PromotionServe, { state: 'ready' }>;
type Blocked = Extract<PromotionServe, { state: 'blocked' }>;

/**
 * Promotion videos (docs/product/content-and-earning.md, Promotion videos): the session and set
 * of the India clock, what the video pays and why, the verified player, the timed quiz, the
 * result with retry or confirm; the warning pages when the daily video or the training comes first.
 */
export default function UserPromotionVideosRoute() {
  const serve = usePromotionServe();
  // A confirmed result stays until the promoter moves on, while the next set loads behind it.
  const [confirmed, setConfirmed] = useState<ConfirmedQuiz | null>(null);
  return (
    <>
      <PageHeader
        title="Promotion Videos"
        description="Watch the session's video, answer its quiz in time, and confirm what you earned."
      />
      {confirmed ? (
        <QuizConfirmation confirmed={confirmed} onContinue={() => setConfirmed(null)} />
      ) : serve.error ? (
        <ServerError error={serve.error} onRetry={() => void serve.refetch()} />
      ) : !serve.data ? (
        <Card aria-hidden="true" className="h-64 animate-pulse bg-slate-100" />
      ) : serve.data.state === 'blocked' ? (
        <BlockedPage blocked={serve.data} />
      ) : (
        <AttemptView key={serve.data.attempt_id} attempt={serve.data} onConfirmed={setConfirmed} />
      )}
    </>
  );
}

const BLOCKS: Record<
  Blocked['reason'],
  { title: string; icon: typeof AlertTriangle; link?: { to: string; label: string } }
> = {
  daily_video: {
    title: 'Watch today’s daily video first',
    icon: Clapperboard,
    link: { to: paths.user.dailyVideos, label: 'Go to Daily Videos' },
  },
  training: {
    title: 'Complete the training first',
    icon: GraduationCap,
    link: { to: paths.user.trainingVideos, label: 'Go to Training Videos' },
  },
  no_level: {
    title: 'Promotion videos are for promoters',
    icon: KeyRound,
    link: { to: paths.user.myPins, label: 'Get a level in My Pins' },
  },
  session_done: { title: 'This session is done', icon: CheckCircle2 },
  no_video: { title: 'No video for this session yet', icon: AlertTriangle },
};

/** Why nothing can be watched now, and where to go instead (the warning pages). */
function BlockedPage({ blocked }: { blocked: Blocked }) {
  const page = BLOCKS[blocked.reason];
  const Icon = page.icon;
  return (
    <Card role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-10 text-center">
      <Icon className="size-10 text-amber-500" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-900">{page.title}</h2>
      <p className="text-sm text-slate-600">{blocked.message}</p>
      <TodayProgress today={blocked.today} />
      {page.link && (
        <Link to={page.link.to} className={buttonClasses('primary')}>
          {page.link.label}
        </Link>
      )}
    </Card>
  );
}

function AttemptView({
  attempt,
  onConfirmed,
}: {
  attempt: Ready;
  onConfirmed(confirmed: ConfirmedQuiz): void;
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
        <ResultCard attempt={attempt} result={result} onConfirmed={onConfirmed} />
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
            <VerifiedPlayer kind="promotion" video={attempt.video} watched={watched} onWatched={onWatched} />
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

/** 'You scored N out of M', what it pays, and the choice: retry the set once, or confirm. */
function ResultCard({
  attempt,
  result,
  onConfirmed,
}: {
  attempt: Ready;
  result: QuizResult;
  onConfirmed(confirmed: ConfirmedQuiz): void;
}) {
  const confirm = useConfirmPromotionQuiz({
    onCredited: (credited) => onConfirmed({ message: result.message, ...credited }),
  });
  const retry = useTakeRetry();
  const paid = confirm.data;
  return (
    <CardSection title="Result">
      <div className="flex flex-col gap-4">
        <p role="status" className="text-lg font-semibold text-slate-900">
          {result.message}
        </p>
        <p className="text-sm text-slate-700">
          This result pays <span className="font-semibold">{formatRupees(result.amount)}</span>.
        </p>
        {paid ? (
          <p className="rounded-lg bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
            Confirmed: {formatRupees(paid.cash)} to your Cash wallet and {formatRupees(paid.grow)} to your
            Grow wallet.
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button disabled={confirm.isPending} onClick={() => confirm.mutate(attempt.attempt_id)}>
              Confirm {formatRupees(result.amount)}
            </Button>
            {result.can_retry && (
              <Button variant="secondary" disabled={retry.isPending} onClick={() => retry.mutate()}>
                Retry this set
              </Button>
            )}
          </div>
        )}
        {result.can_retry && !paid && (
          <p className="text-xs text-slate-500">
            A retry shows another video and a new quiz; only the retry’s result can then be confirmed.
          </p>
        )}
      </div>
    </CardSection>
  );
}
