import {
  formatRupees,
  type PromotionServe,
  type QuizConfirmationResult,
  type QuizLanguageCode,
  type QuizResult,
  type QuizStartResponse,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language-provider';
import { userDashboardQuery, walletsQuery } from '../../../lib/shared-queries';

/** GET user-promoter-video-get: the video of the current session and set (an attempt), or why none. */
export const promotionServeQuery = () =>
  queryOptions({
    queryKey: ['user-promoter-video-get'],
    queryFn: ({ signal }) => api.get<PromotionServe>('user-promoter-video-get', { signal }),
  });

export function usePromotionServe() {
  return useQuery(promotionServeQuery());
}

/** The set's one retry: a new attempt with the retry video. */
export function useTakeRetry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.get<PromotionServe>('user-promoter-video-get', { params: { retry: 'true' } }),
    onSuccess: (served) => queryClient.setQueryData(promotionServeQuery().queryKey, served),
  });
}

/** The quiz as started (the promotion screen keeps it while it is answered). */
export type StartedQuiz = QuizStartResponse;

/** POST user-promoter-quiz-start: opens only after the server verified the watch; same questions if asked again. */
export function useStartPromotionQuiz() {
  return useMutation({
    mutationFn: (input: { attempt_id: number; language: QuizLanguageCode }) =>
      api.post<QuizStartResponse>('user-promoter-quiz-start', input),
  });
}

/** POST user-promoter-quiz-result-get: graded on the server, once per attempt. */
export function useGradePromotionQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { attempt_id: number; answers: { question_id: number; choice_id: number }[] }) =>
      api.post<QuizResult>('user-promoter-quiz-result-get', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionServeQuery().queryKey }),
  });
}

/** What a confirmation paid: the amount and its split between Cash and Grow. */
export type QuizCredit = QuizConfirmationResult;

/**
 * POST user-promoter-quiz-result-confirmation: pays once (5 % Grow, the rest Cash). `onCredited`
 * hears of the split before the next set is asked for, so the screen can keep it in view.
 */
export function useConfirmPromotionQuiz({ onCredited }: { onCredited?(paid: QuizCredit): void } = {}) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (attemptId: number) =>
      api.post<QuizConfirmationResult>('user-promoter-quiz-result-confirmation', { attempt_id: attemptId }),
    onSuccess: (paid) => {
      onCredited?.(paid);
      toast.success(
        t('promotion.toast.confirmed', { cash: formatRupees(paid.cash), grow: formatRupees(paid.grow) }),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: promotionServeQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: userDashboardQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: walletsQuery().queryKey }),
      ]);
    },
  });
}
