import {
  contactDetailsSchema,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageListSchema,
  contactMessageReadSchema,
  contactMessageSentSchema,
  idParamsSchema,
  ownTicketsSchema,
  ticketReplyInputSchema,
  ticketSchema,
  ticketAttachmentParamsSchema,
  TICKET_ATTACHMENT_MAX_BYTES,
  ticketStatusInputSchema,
} from '@portal/shared';
import fastifyMultipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as contactService from './contact.service.js';

export async function contactRoutes(app: ZodApp, { db, reads, storage }: AppDeps) {
  app.get(
    '/contact-details',
    {
      config: { policy: policy.signedIn },
      schema: { tags: ['contact'], response: { 200: contactDetailsSchema } },
    },
    () => contactService.contactDetails({ db }),
  );

  app.post(
    '/contact-messages',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['contact'],
        body: contactMessageInputSchema,
        response: { 201: contactMessageSentSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await contactService.sendMessage({ db, actor: requireActor(request), input: request.body })),
  );

  app.get(
    '/contact-messages',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['contact'],
        querystring: contactMessageListQuerySchema,
        response: { 200: contactMessageListSchema },
      },
    },
    (request) => contactService.listMessages({ db: reads(request), query: request.query }),
  );

  app.post(
    '/contact-messages/:id/read',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['contact'],
        params: idParamsSchema,
        response: { 200: contactMessageReadSchema },
      },
    },
    (request) => contactService.markMessageRead({ db, actor: requireActor(request), id: request.params.id }),
  );

  // Grievance tickets (docs/decisions/181-grievance-tickets.md).
  app.get(
    '/contact-messages/mine',
    {
      config: { policy: policy.users },
      schema: { tags: ['contact'], response: { 200: ownTicketsSchema } },
    },
    (request) => contactService.listOwnTickets({ db, actor: requireActor(request) }),
  );

  app.get(
    '/contact-messages/:id',
    {
      config: { policy: policy.signedIn },
      schema: { tags: ['contact'], params: idParamsSchema, response: { 200: ticketSchema } },
    },
    (request) => contactService.getTicket({ db, actor: requireActor(request), id: request.params.id }),
  );

  app.post(
    '/contact-messages/:id/replies',
    {
      config: { policy: policy.signedIn },
      schema: {
        tags: ['contact'],
        params: idParamsSchema,
        body: ticketReplyInputSchema,
        response: { 200: ticketSchema },
      },
    },
    (request) =>
      contactService.replyToTicket({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.post(
    '/contact-messages/:id/status',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['contact'],
        params: idParamsSchema,
        body: ticketStatusInputSchema,
        response: { 200: ticketSchema },
      },
    },
    (request) =>
      contactService.changeTicketStatus({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  // A file in a ticket's thread: multipart bodies accepted by this scope only.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 0, parts: 2, fileSize: TICKET_ATTACHMENT_MAX_BYTES + 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/contact-messages/:id/attachments',
      {
        config: { policy: policy.signedIn },
        schema: {
          tags: ['contact'],
          params: idParamsSchema,
          consumes: ['multipart/form-data'],
          response: { 201: ticketSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(
          await contactService.attachToTicket({
            db,
            storage,
            actor: requireActor(request),
            id: request.params.id,
            request,
          }),
        ),
    );
  });

  app.get(
    '/contact-messages/:id/attachments/:attachment_id',
    {
      config: { policy: policy.signedIn },
      schema: { tags: ['contact'], params: ticketAttachmentParamsSchema },
    },
    async (request, reply) => {
      const file = await contactService.readAttachment({
        db,
        storage,
        actor: requireActor(request),
        id: request.params.id,
        attachmentId: request.params.attachment_id,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
}
