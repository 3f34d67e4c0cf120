import type { QuizLanguageCode } from '@portal/shared';
import { CheckCircle2, GraduationCap, Lock, PlayCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardSection } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { ServerError } from '../../../components/ui/server-error';
import {
  type DayState,
  type TrainingCurrent,
  useCompleteTrainingDay,
  useTrainingCurrent,
} from '../../../features/learning/api/learning';
import { TrainingQuiz } from '../../../features/learning/components/training-quiz';
import { VerifiedPlayer } from '../../../features/watching/components/verified-player';
import { cn } from '../../../lib/class-names';

const LANGUAGES: { code: QuizLanguageCode; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'ta', label: 'தமிழ்' },
];

const STATE_LABELS: Record<DayState, string> = { completed: 'Completed', open: 'Open', locked: 'Locked' };
const STATE_ICONS = { completed: CheckCircle2, open: PlayCircle, locked: Lock } as const;

/**
 * The 7-day training programme (docs/product/content-and-earning.md, Training): one day at a
 * time; a day completes when the server verified its video was watched and its quiz passed, and
 * the next day opens on the next India day.
 */
export default function UserTrainingProgramRoute() {
  const [language, setLanguage] = useState<QuizLanguageCode>('en');
  const training = useTrainingCurrent(language);
  return (
    <>
      <PageHeader
        title="Training Videos"
        description="Seven days, one a day: watch the day's video, pass its quiz, and the next day opens tomorrow."
        actions={
          <div
            role="group"
            aria-label="Quiz language"
            className="inline-flex rounded-lg border border-slate-200 bg-white p-1"
          >
            {LANGUAGES.map((option) => (
              <button
                key={option.code}
                type="button"
                aria-pressed={language === option.code}
                onClick={() => setLanguage(option.code)}
                className={cn(
                  'min-h-11 rounded-md px-3 text-sm font-medium',
                  language === option.code ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
        }
      />
      {training.error ? (
        <ServerError error={training.error} onRetry={() => void training.refetch()} />
      ) : !training.data ? (
        <Card aria-hidden="true" className="h-64 animate-pulse bg-slate-100" />
      ) : (
        <div className="flex flex-col gap-5">
          <DaysProgress days={training.data.days} />
          <TrainingDay
            key={`${training.data.day}-${language}`}
            training={training.data}
            language={language}
            onRetry={training.refetch}
          />
        </div>
      )}
    </>
  );
}

function DaysProgress({ days }: { days: TrainingCurrent['days'] }) {
  const completed = days.filter((day) => day.state === 'completed').length;
  return (
    <section aria-labelledby="training-progress" className="flex flex-col gap-2">
      <h2 id="training-progress" className="text-sm font-medium text-slate-700">
        {completed} of 7 days completed
      </h2>
      <ol className="grid grid-cols-7 gap-1.5">
        {days.map(({ day, state }) => {
          const Icon = STATE_ICONS[state];
          return (
            <li
              key={day}
              aria-label={`Day ${day}: ${STATE_LABELS[state]}`}
              className={cn(
                'flex flex-col items-center gap-1 rounded-lg border px-1 py-2 text-xs font-medium',
                state === 'completed' && 'border-emerald-200 bg-emerald-50 text-emerald-800',
                state === 'open' && 'border-indigo-300 bg-indigo-50 text-indigo-800',
                state === 'locked' && 'border-slate-200 bg-white text-slate-500',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              <span aria-hidden="true" className="whitespace-nowrap">
                {/* Below 360 px seven "Day N" do not fit side by side: the number alone. */}
                <span className="max-[359px]:hidden">Day </span>
                {day}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function TrainingDay({
  training,
  language,
  onRetry,
}: {
  training: TrainingCurrent;
  language: QuizLanguageCode;
  /** Fetches the day again: a retry's questions come in a new order. */
  onRetry(): Promise<unknown>;
}) {
  const [watched, setWatched] = useState(training.watched);
  const [passed, setPassed] = useState(training.quiz?.passed ?? false);
  const complete = useCompleteTrainingDay();
  const onWatched = useCallback(() => setWatched(true), []);

  if (training.complete)
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <GraduationCap className="size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-slate-900">Training complete</h2>
        <p className="max-w-md text-sm text-slate-600">
          You have completed all 7 days of the training programme. Promotion videos are open to you once you
          have a promoter level.
        </p>
      </Card>
    );
  if (training.day === null || !training.video)
    return (
      <Card className="px-6 py-10 text-center text-sm text-slate-700">
        {training.next_day
          ? `Day ${training.next_day} opens tomorrow (India time). Come back then!`
          : 'The training videos are not ready yet. Please check back later.'}
      </Card>
    );

  const day = training.day;
  const needsQuiz = training.quiz_enabled && training.questions.length > 0;
  const canComplete = watched && (!needsQuiz || passed);
  return (
    <CardSection
      title={`Day ${day}: ${training.video.title}`}
      description={training.video.description || undefined}
    >
      <div className="flex flex-col gap-5">
        <VerifiedPlayer
          kind="training"
          video={training.video}
          watched={training.watched}
          onWatched={onWatched}
        />
        {needsQuiz &&
          (watched ? (
            <TrainingQuiz
              day={day}
              language={language}
              questions={training.questions}
              lastTry={training.quiz}
              retryAt={training.retry_at}
              onResult={(result) => setPassed(result.passed)}
              onRetry={onRetry}
            />
          ) : (
            <p className="text-sm text-slate-600">The quiz opens once you have watched the video.</p>
          ))}
        {canComplete && (
          <Button className="self-start" disabled={complete.isPending} onClick={() => complete.mutate(day)}>
            Complete day {day}
          </Button>
        )}
        {complete.data && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            Day {complete.data.day} completed.
            {complete.data.next_day && ` Day ${complete.data.next_day} opens tomorrow.`}
          </p>
        )}
      </div>
    </CardSection>
  );
}
