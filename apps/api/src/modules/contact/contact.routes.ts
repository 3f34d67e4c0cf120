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
  ticketStatusInputSchema,
} from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as contactService from './contact.service.js';

export function contactRoutes(app: ZodApp, { db, reads }: AppDeps) {
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
}
