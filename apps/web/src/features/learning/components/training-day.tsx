import type { QuizLanguageCode } from '@portal/shared';
import { GraduationCap } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardSection } from '../../../components/ui/card';
import { DataText, TextWithData } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';
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
  const t = useT();
  const [watched, setWatched] = useState(training.watched);
  const [passed, setPassed] = useState(training.quiz?.passed ?? false);
  const complete = useCompleteTrainingDay();
  const onWatched = useCallback(() => setWatched(true), []);

  if (training.complete)
    return (
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <GraduationCap className="size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-slate-900">{t('training.complete.title')}</h2>
        <p className="max-w-md text-sm text-slate-600">{t('training.complete.text')}</p>
      </Card>
    );
  if (training.day === null || !training.video)
    return (
      <Card className="px-6 py-10 text-center text-sm text-slate-700">
        {training.next_day
          ? t('training.day.opensTomorrow', { day: training.next_day })
          : t('training.day.notReady')}
      </Card>
    );

  const day = training.day;
  const needsQuiz = training.quiz_enabled && training.questions.length > 0;
  const canComplete = watched && (!needsQuiz || passed);
  return (
    <CardSection
      // The title and description are the admin's, as typed: data (docs/decisions/148-latin-text-walk.md).
      title={<TextWithData id="training.day.title" values={{ day }} data={{ title: training.video.title }} />}
      description={training.video.description ? <DataText>{training.video.description}</DataText> : undefined}
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
            <p className="text-sm text-slate-600">{t('training.day.quizAfterVideo')}</p>
          ))}
        {canComplete && (
          <Button className="self-start" disabled={complete.isPending} onClick={() => complete.mutate(day)}>
            {t('training.day.complete', { day })}
          </Button>
        )}
        {complete.data && (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {complete.data.next_day
              ? t('training.day.completedNext', { day: complete.data.day, next: complete.data.next_day })
              : t('training.day.completed', { day: complete.data.day })}
          </p>
        )}
      </div>
    </CardSection>
  );
}
