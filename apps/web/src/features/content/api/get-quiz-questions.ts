import type { QuizQuestionList } from '@portal/shared';
import { queryOptions, useQuery, type useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { videosEndpoint } from './videos';

/** The two kinds of video with a quiz, and their quiz endpoints (docs/product/content-and-earning.md). */
export type QuizKind = 'training' | 'promotion';
export const QUIZ_PATHS: Record<QuizKind, string> = {
  training: 'training-video-quizzes',
  promotion: 'promotion-video-quizzes',
};

/** GET training-video-quizzes / promotion-video-quizzes?video_id=: a video's questions, both languages. */
export const quizQuestionsQuery = (kind: QuizKind, videoId: number) =>
  queryOptions({
    queryKey: [QUIZ_PATHS[kind], videoId],
    queryFn: ({ signal }) =>
      api.get<QuizQuestionList>(QUIZ_PATHS[kind], { params: { video_id: videoId }, signal }),
  });

export function useQuizQuestions(kind: QuizKind, videoId: number) {
  return useQuery(quizQuestionsQuery(kind, videoId));
}

/** After a question changes: the video's questions and its kind's list (which counts them). */
export function invalidateQuizQuestions(
  queryClient: ReturnType<typeof useQueryClient>,
  kind: QuizKind,
  videoId: number,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: quizQuestionsQuery(kind, videoId).queryKey }),
    queryClient.invalidateQueries({ queryKey: videosEndpoint(kind).queryKey }),
  ]);
}
