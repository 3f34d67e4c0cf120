import { MESSAGES, type QuizQuestionRow } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { invalidateQuizQuestions, QUIZ_PATHS, type QuizKind } from './get-quiz-questions';

/** POST (new) or PUT {id} (edit) one question in English and Tamil; 'Created/Updated Successfull'. */
export function useSaveQuizQuestion(kind: QuizKind, videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: unknown }) =>
      id
        ? api.put<QuizQuestionRow>(QUIZ_PATHS[kind], input, { key: id })
        : api.post<QuizQuestionRow>(QUIZ_PATHS[kind], input),
    onSuccess: (_row, { id }) => toast.success(id ? MESSAGES.updated : MESSAGES.created),
    onSettled: () => invalidateQuizQuestions(queryClient, kind, videoId),
  });
}
