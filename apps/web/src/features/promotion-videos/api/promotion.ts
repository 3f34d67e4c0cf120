import {
  type PromotionServe,
  type QuizLanguageCode,
  type QuizResult,
  type ServedQuestion,
  formatRupees,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';

export const SERVE_KEY = ['user-promoter-video-get'] as const;

/** GET user-promoter-video-get: the video of the current session and set (an attempt), or why none. */
export function usePromotionServe() {
  return useQuery({ queryKey: SERVE_KEY, queryFn: () => api.get<PromotionServe>('user-promoter-video-get') });
}

/** The set's one retry: a new attempt with the retry video. */
export function useTakeRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<PromotionServe>('user-promoter-video-get', { params: { retry: 'true' } }),
    onSuccess: (served) => queryClient.setQueryData(SERVE_KEY, served),
  });
}

export interface StartedQuiz {
  questions: ServedQuestion[];
  started_at: string;
  deadline: string;
}

/** POST user-promoter-quiz-start: opens only after the server verified the watch; same questions if asked again. */
export function useStartPromotionQuiz() {
  return useMutation({
    mutationFn: (input: { attempt_id: number; language: QuizLanguageCode }) =>
      api.post<StartedQuiz>('user-promoter-quiz-start', input),
  });
}

/** POST user-promoter-quiz-result-get: graded on the server, once per attempt. */
export function useGradePromotionQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { attempt_id: number; answers: { question_id: number; choice_id: number }[] }) =>
      api.post<QuizResult>('user-promoter-quiz-result-get', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVE_KEY }),
  });
}

export interface QuizCredit {
  attempt_id: number;
  confirmed: boolean;
  amount: number;
  cash: number;
  grow: number;
}

/**
 * POST user-promoter-quiz-result-confirmation: pays once (5 % Grow, the rest Cash). `onCredited`
 * hears of the split before the next set is asked for, so the screen can keep it in view.
 */
export function useConfirmPromotionQuiz({ onCredited }: { onCredited?(paid: QuizCredit): void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attemptId: number) =>
      api.post<QuizCredit>('user-promoter-quiz-result-confirmation', { attempt_id: attemptId }),
    onSuccess: (paid) => {
      onCredited?.(paid);
      toast.success(`Confirmed: ${formatRupees(paid.cash)} to Cash and ${formatRupees(paid.grow)} to Grow`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: SERVE_KEY }),
        queryClient.invalidateQueries({ queryKey: ['user-dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['wallets'] }),
      ]);
    },
  });
}
