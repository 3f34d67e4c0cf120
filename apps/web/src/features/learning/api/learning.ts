import type { QuizLanguageCode, ServedQuestion } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PlayableVideo } from '../../../lib/playable-video';

export interface DailyToday {
  date: string;
  video: (PlayableVideo & { description: string }) | null;
  watched: boolean;
}

export type DayState = 'completed' | 'open' | 'locked';

export interface TrainingCurrent {
  day: number | null;
  next_day: number | null;
  complete: boolean;
  days: { day: number; state: DayState }[];
  video: (PlayableVideo & { description: string }) | null;
  quiz_enabled: boolean;
  questions: ServedQuestion[];
  watched: boolean;
  quiz: { score: number; total: number; passed: boolean } | null;
  /** After a failed try: when the retry opens (ISO time; may be past). */
  retry_at: string | null;
}

export interface TrainingQuizResult {
  score: number;
  total: number;
  passed: boolean;
  pass_percent: number;
  message: string;
  /** The questions answered wrongly or not at all; the right choices are never sent. */
  wrong: number[];
  /** After a failed try: when the retry opens. */
  retry_at: string | null;
}

const DAILY_KEY = ['daily-videos-today'] as const;
const trainingKey = (language: QuizLanguageCode) => ['user-training-current', language] as const;

/** GET daily-videos-today: today's video (scheduled, else the rotation's turn) and whether it was watched. */
export function useDailyVideoToday() {
  return useQuery({ queryKey: DAILY_KEY, queryFn: () => api.get<DailyToday>('daily-videos-today') });
}

/** POST daily-videos-watched: recorded only after the server verified a watch of it today. */
export function useMarkDailyVideoWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) =>
      api.post<{ date: string; watched: boolean }>('daily-videos-watched', { video_id: videoId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DAILY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['user-dashboard'] }),
      ]),
  });
}

/** GET user-training-current: the 7 days' states and the open day's video and questions (no answers). */
export function useTrainingCurrent(language: QuizLanguageCode) {
  return useQuery({
    queryKey: trainingKey(language),
    queryFn: () => api.get<TrainingCurrent>('user-training-current', { params: { language } }),
  });
}

/**
 * POST training-quiz-result: graded on the server; the answer names the questions answered
 * wrongly and, after a failed try, when the retry opens (a try before then is refused).
 */
export function useGradeTrainingQuiz() {
  return useMutation({
    mutationFn: (input: {
      day: number;
      language: QuizLanguageCode;
      answers: { question_id: number; choice_id: number }[];
    }) => api.post<TrainingQuizResult>('training-quiz-result', input),
  });
}

/** POST user-day-training-mark-as-completed: refused unless the watch and the quiz are done. */
export function useCompleteTrainingDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: number) =>
      api.post<{ day: number; completed: boolean; complete: boolean; next_day: number | null }>(
        'user-day-training-mark-as-completed',
        { day },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user-training-current'] }),
        queryClient.invalidateQueries({ queryKey: ['user-dashboard'] }),
      ]),
  });
}
