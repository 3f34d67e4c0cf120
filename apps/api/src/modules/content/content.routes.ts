import {
  dailyVideoInputSchema,
  idParamsSchema,
  promotionVideoInputSchema,
  quizQuestionInputSchema,
  quizQuestionListSchema,
  quizQuestionRowSchema,
  quizQuestionsQuerySchema,
  trainingVideoInputSchema,
  videoListQuerySchema,
  videoListResponseSchema,
  videoRowSchema,
  type VideoKind,
  type VideoRow,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as mediaService from '../media/media.service.js';
import * as uploadsService from '../uploads/uploads.service.js';
import * as contentService from './content.service.js';

const deletedSchema = z.object({ message: z.string() });

const VIDEO_ENDPOINTS = [
  { kind: 'daily', path: '/daily-videos', body: dailyVideoInputSchema },
  { kind: 'training', path: '/training-videos', body: trainingVideoInputSchema },
  { kind: 'promotion', path: '/promotion-videos', body: promotionVideoInputSchema },
] as const;

const QUIZ_ENDPOINTS = [
  { kind: 'training', path: '/training-video-quizzes' },
  { kind: 'promotion', path: '/promotion-video-quizzes' },
] as const;

export function contentRoutes(app: ZodApp, { db, storage, jobs }: AppDeps) {
  const files = uploadsService.fileStore(storage);
  // A saved video's file waits for its ladder: the job starts now rather than on its next minute.
  const startLadder = (video: VideoRow) => {
    if (video.media?.status === 'queued') mediaService.queueTranscoding(jobs, app.log);
    return video;
  };

  for (const endpoint of VIDEO_ENDPOINTS) {
    const kind: VideoKind = endpoint.kind;
    const tags = [`${kind} videos`];
    app.get(
      endpoint.path,
      {
        config: { policy: policy.admins },
        schema: { tags, querystring: videoListQuerySchema, response: { 200: videoListResponseSchema } },
      },
      (request) => contentService.listVideos({ db, kind, query: request.query }),
    );
    app.post(
      endpoint.path,
      {
        config: { policy: policy.admins },
        schema: { tags, body: endpoint.body, response: { 201: videoRowSchema } },
      },
      async (request, reply) => {
        const video = { kind, input: request.body } as contentService.VideoInput;
        return reply
          .code(201)
          .send(
            startLadder(await contentService.createVideo({ db, files, actor: requireActor(request), video })),
          );
      },
    );
    app.put(
      `${endpoint.path}/:id`,
      {
        config: { policy: policy.admins },
        schema: { tags, params: idParamsSchema, body: endpoint.body, response: { 200: videoRowSchema } },
      },
      async (request) =>
        startLadder(
          await contentService.updateVideo({
            db,
            files,
            actor: requireActor(request),
            id: request.params.id,
            video: { kind, input: request.body } as contentService.VideoInput,
          }),
        ),
    );
    app.delete(
      `${endpoint.path}/:id`,
      {
        config: { policy: policy.admins },
        schema: { tags, params: idParamsSchema, response: { 200: deletedSchema } },
      },
      (request) =>
        contentService.deleteVideo({ db, files, actor: requireActor(request), id: request.params.id, kind }),
    );
  }

  for (const endpoint of QUIZ_ENDPOINTS) {
    const { kind } = endpoint;
    const tags = [`${kind} videos`];
    app.get(
      endpoint.path,
      {
        config: { policy: policy.admins },
        schema: { tags, querystring: quizQuestionsQuerySchema, response: { 200: quizQuestionListSchema } },
      },
      (request) => contentService.listQuestions({ db, videoId: request.query.video_id }),
    );
    app.post(
      endpoint.path,
      {
        config: { policy: policy.admins },
        schema: { tags, body: quizQuestionInputSchema, response: { 201: quizQuestionRowSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(
          await contentService.createQuestion({
            db,
            actor: requireActor(request),
            kind,
            input: request.body,
          }),
        ),
    );
    app.put(
      `${endpoint.path}/:id`,
      {
        config: { policy: policy.admins },
        schema: {
          tags,
          params: idParamsSchema,
          body: quizQuestionInputSchema,
          response: { 200: quizQuestionRowSchema },
        },
      },
      (request) =>
        contentService.updateQuestion({
          db,
          actor: requireActor(request),
          kind,
          id: request.params.id,
          input: request.body,
        }),
    );
    app.delete(
      `${endpoint.path}/:id`,
      {
        config: { policy: policy.admins },
        schema: { tags, params: idParamsSchema, response: { 200: deletedSchema } },
      },
      (request) =>
        contentService.deleteQuestion({ db, actor: requireActor(request), kind, id: request.params.id }),
    );
  }
}
