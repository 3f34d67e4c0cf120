import { useQueryClient } from '@tanstack/react-query';
import { useDeleteMutation } from '../../../hooks/use-delete-mutation';
import { invalidateQuizQuestions, QUIZ_PATHS, type QuizKind } from './get-quiz-questions';
import { useT } from '../../../lib/i18n/language-provider';

/** DELETE one question (both of its language rows). */
export function useDeleteQuizQuestion(kind: QuizKind, videoId: number) {
  const t = useT();
  const queryClient = useQueryClient();
  return useDeleteMutation({
    endpoint: QUIZ_PATHS[kind],
    what: t('content.delete.question'),
    invalidate: () => invalidateQuizQuestions(queryClient, kind, videoId),
  });
}
