import {
  changePasswordSchema,
  loginResponseSchema,
  loginSchema,
  MESSAGES,
  messageSchema,
  profileSchema,
  registerSchema,
  SESSION_COOKIE,
  sessionStatusSchema,
} from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/env.js';
import { clientIp } from '../../lib/client-ip.js';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { servesHttps } from '../../lib/security-headers.js';
import * as usersService from '../users/users.service.js';
import * as authService from './auth.service.js';

type CookieConfig = Pick<AppConfig, 'PUBLIC_ORIGIN'>;

/** `Secure` whenever the portal's public address is https, even behind a proxy that speaks http to us. */
export function sessionCookieOptions(request: FastifyRequest, config: CookieConfig, expires?: Date) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: servesHttps(config) || request.protocol === 'https',
    path: '/',
    ...(expires ? { expires } : {}),
  };
}

/**
 * The known-device cookie (docs/decisions/092-lockout-without-weaponisation.md): httpOnly, sent
 * only to the sign-in route and only by the portal's own pages (SameSite=Strict), kept 180 days.
 */
export const KNOWN_DEVICE_COOKIE = 'known-device';
const KNOWN_DEVICE_COOKIE_PATH = '/api/v1/auth/login';

function knownDeviceCookieOptions(request: FastifyRequest, config: CookieConfig, expires: Date) {
  return {
    ...sessionCookieOptions(request, config, expires),
    sameSite: 'strict' as const,
    path: KNOWN_DEVICE_COOKIE_PATH,
  };
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, config: CookieConfig) {
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, config));
}

export function authRoutes(app: ZodApp, { config, db, tokens, sessions }: AppDeps) {
  app.post(
    '/auth/register',
    {
      config: { policy: policy.public },
      schema: { tags: ['auth'], body: registerSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await authService.registerUser({
        db,
        input: request.body,
        ip: clientIp(request),
        registrationsPerHour: config.REGISTER_RATE_LIMIT,
      });
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
        ip: clientIp(request),
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        deviceToken: request.cookies[KNOWN_DEVICE_COOKIE],
      });
      reply.setCookie(SESSION_COOKIE, result.token, sessionCookieOptions(request, config, result.expiresAt));
      reply.setCookie(
        KNOWN_DEVICE_COOKIE,
        result.deviceToken,
        knownDeviceCookieOptions(request, config, result.deviceExpiresAt),
      );
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
      clearSessionCookie(request, reply, config);
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/auth-user',
    { config: { policy: policy.signedIn }, schema: { tags: ['auth'], response: { 200: profileSchema } } },
    (request) => usersService.getProfile({ db, userId: requireActor(request).id }),
  );

  // The browser's session check: public, so a visitor gets 200 and no console error
  // (docs/decisions/103-the-session-check-answers-200.md). Reads the cookie only: a token in a
  // header is an API client's, which asks auth-user.
  app.get(
    '/auth/session',
    { config: { policy: policy.public }, schema: { tags: ['auth'], response: { 200: sessionStatusSchema } } },
    async (request, reply) => {
      const { status, ended } = await authService.sessionStatus({
        db,
        tokens,
        token: request.cookies[SESSION_COOKIE],
        ip: clientIp(request),
        sessions,
      });
      if (ended) clearSessionCookie(request, reply, config);
      return status;
    },
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
