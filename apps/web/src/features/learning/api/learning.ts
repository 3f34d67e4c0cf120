import type {
  DailyToday,
  DailyWatched,
  QuizLanguageCode,
  TrainingCurrent,
  TrainingDayCompleted,
  TrainingQuizResult,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userDashboardQuery } from '../../../lib/shared-queries';

// The screens name these answers through this file (app/routes/user/training-program.tsx).
export type { DailyToday, DayState, TrainingCurrent, TrainingQuizResult } from '@portal/shared';

/** GET daily-videos-today: today's video (scheduled, else the rotation's turn) and whether it was watched. */
export const dailyVideoTodayQuery = () =>
  queryOptions({
    queryKey: ['daily-videos-today'],
    queryFn: ({ signal }) => api.get<DailyToday>('daily-videos-today', { signal }),
  });

const TRAINING_PATH = 'user-training-current';

/** GET user-training-current: the 7 days' states and the open day's video and questions (no answers). */
export const trainingCurrentQuery = (language: QuizLanguageCode) =>
  queryOptions({
    queryKey: [TRAINING_PATH, language],
    queryFn: ({ signal }) => api.get<TrainingCurrent>(TRAINING_PATH, { params: { language }, signal }),
  });

/** The prefix of trainingCurrentQuery's keys: a completed day makes every language's answer stale. */
const everyTrainingCurrentQuery = () => queryOptions({ queryKey: [TRAINING_PATH] });

export function useDailyVideoToday() {
  return useQuery(dailyVideoTodayQuery());
}

/** POST daily-videos-watched: recorded only after the server verified a watch of it today. */
export function useMarkDailyVideoWatched() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => api.post<DailyWatched>('daily-videos-watched', { video_id: videoId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dailyVideoTodayQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: userDashboardQuery().queryKey }),
      ]),
  });
}

export function useTrainingCurrent(language: QuizLanguageCode) {
  return useQuery(trainingCurrentQuery(language));
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
      api.post<TrainingDayCompleted>('user-day-training-mark-as-completed', { day }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: everyTrainingCurrentQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: userDashboardQuery().queryKey }),
      ]),
  });
}
