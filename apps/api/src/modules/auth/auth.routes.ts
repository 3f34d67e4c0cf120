import {
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  MESSAGES,
  messageSchema,
  personalDetailsSchema,
  profileSchema,
  registerSchema,
  SESSION_COOKIE,
} from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as authService from './auth.service.js';

export function sessionCookieOptions(request: FastifyRequest, expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request));
}

export function authRoutes(app: ZodApp, { db, tokens }: AppDeps) {
  app.post(
    '/auth/register',
    {
      config: { policy: policy.public },
      schema: { tags: ['auth'], body: registerSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await authService.registerUser({ db, input: request.body });
      return reply.code(201).send({ message: MESSAGES.registered });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { policy: policy.public },
      schema: { tags: ['auth'], body: loginSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const result = await authService.login({
        db,
        tokens,
        input: request.body,
        ip: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      reply.setCookie(SESSION_COOKIE, result.token, sessionCookieOptions(request, result.expiresAt));
      return {
        message: 'Login Successfull',
        token: result.token,
        expires_at: result.expiresAt.toISOString(),
        user: result.user,
      };
    },
  );

  app.post(
    '/auth/logout',
    { config: { policy: policy.signedIn }, schema: { tags: ['auth'], response: { 200: messageSchema } } },
    async (request, reply) => {
      await authService.logout({ db, actor: requireActor(request) });
      clearSessionCookie(request, reply);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/auth-user',
    { config: { policy: policy.signedIn }, schema: { tags: ['auth'], response: { 200: profileSchema } } },
    (request) => authService.getOwnProfile({ db, actor: requireActor(request) }),
  );

  app.put(
    '/update-personal-details',
    {
      config: { policy: policy.signedIn },
      schema: { tags: ['auth'], body: personalDetailsSchema, response: { 200: profileSchema } },
    },
    (request) => authService.updatePersonalDetails({ db, actor: requireActor(request), input: request.body }),
  );

  app.patch(
    '/changepassword',
    {
      config: { policy: policy.signedIn },
      schema: { tags: ['auth'], body: changePasswordSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await authService.changePassword({ db, actor: requireActor(request), input: request.body });
      return { message: 'Password changed. Your other sessions have been signed out.' };
    },
  );
}
