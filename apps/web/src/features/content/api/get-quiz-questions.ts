import type { QuizQuestionRow } from '@portal/shared';
import { useQuery, type useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { VIDEO_PATHS } from './videos';

/** The two kinds of video with a quiz, and their quiz endpoints (docs/product/content-and-earning.md). */
export type QuizKind = 'training' | 'promotion';
export const QUIZ_PATHS: Record<QuizKind, string> = {
  training: 'training-video-quizzes',
  promotion: 'promotion-video-quizzes',
};

/** GET training-video-quizzes / promotion-video-quizzes?video_id=: a video's questions, both languages. */
export function useQuizQuestions(kind: QuizKind, videoId: number) {
  return useQuery({
    queryKey: [QUIZ_PATHS[kind], videoId],
    queryFn: () => api.get<{ data: QuizQuestionRow[] }>(QUIZ_PATHS[kind], { params: { video_id: videoId } }),
  });
}

/** After a question changes: the video's questions and its kind's list (which counts them). */
export function invalidateQuizQuestions(
  queryClient: ReturnType<typeof useQueryClient>,
  kind: QuizKind,
  videoId: number,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [QUIZ_PATHS[kind], videoId] }),
    queryClient.invalidateQueries({ queryKey: [VIDEO_PATHS[kind]] }),
  ]);
}
