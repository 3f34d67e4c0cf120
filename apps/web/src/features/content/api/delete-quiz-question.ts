import { MESSAGES } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api-client';
import { invalidateQuizQuestions, QUIZ_PATHS, type QuizKind } from './get-quiz-questions';

/** DELETE one question (both of its language rows). */
export function useDeleteQuizQuestion(kind: QuizKind, videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(QUIZ_PATHS[kind], { key: id }),
    onSuccess: () => toast.success(MESSAGES.updated),
    onSettled: () => invalidateQuizQuestions(queryClient, kind, videoId),
  });
}
