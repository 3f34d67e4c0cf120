import { useQueryClient } from '@tanstack/react-query';
import { useDeleteMutation } from '../../../hooks/use-delete-mutation';
import { invalidateQuizQuestions, QUIZ_PATHS, type QuizKind } from './get-quiz-questions';

/** DELETE one question (both of its language rows). */
export function useDeleteQuizQuestion(kind: QuizKind, videoId: number) {
  const queryClient = useQueryClient();
  return useDeleteMutation({
    endpoint: QUIZ_PATHS[kind],
    what: 'The question',
    invalidate: () => invalidateQuizQuestions(queryClient, kind, videoId),
  });
}
