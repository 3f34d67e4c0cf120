import type { QuizLanguageCode } from '@portal/shared';
import { GraduationCap } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardSection } from '../../../components/ui/card';
import type { RenderPlayer } from '../../../lib/playable-video';
import { type TrainingCurrent, useCompleteTrainingDay } from '../api/learning';
import { TrainingQuiz } from './training-quiz';

/**
 * The day open today: its video, then its quiz, then Complete; or the programme done, or when the
 * next day opens.
 */
export function TrainingDay({
  training,
  language,
  onRetry,
  renderPlayer,
}: {
  training: TrainingCurrent;
  language: QuizLanguageCode;
  /** Fetches the day again: a retry's questions come in a new order. */
  onRetry(): Promise<unknown>;
  /** The verified player (the route passes the watching feature's in). */
  renderPlayer: RenderPlayer;
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
        {renderPlayer({ video: training.video, watched: training.watched, onWatched })}
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
