import {
  idParamsSchema,
  youtubeChannelInputSchema,
  youtubeChannelListQuerySchema,
  youtubeChannelListResponseSchema,
  youtubeChannelRowSchema,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as channelsService from './youtube-channels.service.js';

const tags = ['youtube channels'];

export function youtubeChannelsRoutes(app: ZodApp, { db }: AppDeps) {
  // Users read the running channels; admins manage them all.
  app.get(
    '/youtube-channels',
    {
      config: { policy: policy.signedIn },
      schema: {
        tags,
        querystring: youtubeChannelListQuerySchema,
        response: { 200: youtubeChannelListResponseSchema },
      },
    },
    (request) => channelsService.listChannels({ db, actor: requireActor(request), query: request.query }),
  );
  app.post(
    '/youtube-channels',
    {
      config: { policy: policy.admins },
      schema: { tags, body: youtubeChannelInputSchema, response: { 201: youtubeChannelRowSchema } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await channelsService.createChannel({ db, actor: requireActor(request), input: request.body })),
  );
  app.put(
    '/youtube-channels/:id',
    {
      config: { policy: policy.admins },
      schema: {
        tags,
        params: idParamsSchema,
        body: youtubeChannelInputSchema,
        response: { 200: youtubeChannelRowSchema },
      },
    },
    (request) =>
      channelsService.updateChannel({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
      }),
  );
  app.delete(
    '/youtube-channels/:id',
    {
      config: { policy: policy.admins },
      schema: { tags, params: idParamsSchema, response: { 200: z.object({ message: z.string() }) } },
    },
    (request) => channelsService.deleteChannel({ db, actor: requireActor(request), id: request.params.id }),
  );
}
