import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Role } from '@portal/shared';
import Fastify from 'fastify';
import { requireRoutePolicies } from './app.js';
import { isPublicPolicy, policy } from './lib/policy.js';
import { asSession, createAdmin, login, loginRoot, registerAndLogin, type Session } from './test/fixtures.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/**
 * Every route under /api/v1 is called by a visitor, a user, an admin and a super admin and
 * answered according to its declared policy. A route added without a policy cannot even be
 * registered (see the last test), so nothing escapes this matrix.
 */
let t: TestApp;
let targetUserId: number;
const credentials: Record<'user' | 'admin' | 'superAdmin', { username: string; password: string }> = {
  user: { username: '', password: 'Secret@123' },
  admin: { username: 'matrix_admin', password: 'AdminPass1' },
  superAdmin: { username: 'root', password: 'Banyan#Tree42' },
};
const SESSION_ENDING = new Set(['/api/v1/auth/logout', '/api/v1/changepassword']);
const ROLE_OF = { user: Role.User, admin: Role.Admin, superAdmin: Role.SuperAdmin } as const;

beforeAll(async () => {
  t = await createTestApp();
  const root = await loginRoot(t.app);
  const user = await registerAndLogin(t.app, root.promoterCode);
  credentials.user.username = user.username;
  targetUserId = (await registerAndLogin(t.app, root.promoterCode)).userId;
  await createAdmin(t.app, root, credentials.admin);
});
afterAll(() => t.close());

function call(app: FastifyInstance, method: string, url: string, session: Session | null) {
  const concrete = url.replace(/:id\b/g, String(targetUserId));
  const options = { method: method as 'GET', url: concrete, ...(method === 'GET' ? {} : { payload: {} }) };
  return app.inject(session ? asSession(session, options) : options);
}

describe('authorization matrix', () => {
  it('knows the routes it checks', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThanOrEqual(12);
  });

  it('answers every route by its policy for visitor, user, admin and super admin', async () => {
    const sessions: Partial<Record<'user' | 'admin' | 'superAdmin', Session>> = {};
    for (const route of t.app.apiRoutes) {
      const visitor = await call(t.app, route.method, route.url, null);
      if (isPublicPolicy(route.policy)) {
        expect([401, 403], `${route.method} ${route.url} is public`).not.toContain(visitor.statusCode);
        continue;
      }
      expect(visitor.statusCode, `${route.method} ${route.url} as visitor`).toBe(401);
      for (const who of ['user', 'admin', 'superAdmin'] as const) {
        const session = (sessions[who] ??= await login(
          t.app,
          credentials[who].username,
          credentials[who].password,
        ));
        const response = await call(t.app, route.method, route.url, session);
        // These end the session they are called with: the next route gets a fresh one.
        if (SESSION_ENDING.has(route.url)) delete sessions[who];
        const allowed = route.policy.roles.includes(ROLE_OF[who]);
        if (allowed) {
          expect([401, 403], `${route.method} ${route.url} as ${who}: ${response.body}`).not.toContain(
            response.statusCode,
          );
        } else {
          expect(response.statusCode, `${route.method} ${route.url} as ${who}`).toBe(403);
        }
      }
    }
  });

  it('refuses to register a route that declares no policy', async () => {
    const bare = Fastify();
    requireRoutePolicies(bare);
    expect(() => bare.get('/api/v1/forgotten', () => 'unguarded')).toThrow(/declares no policy/);
    bare.get('/api/v1/guarded', { config: { policy: policy.admins } }, () => 'guarded');
    expect(bare.apiRoutes).toEqual([{ method: 'GET', url: '/api/v1/guarded', policy: policy.admins }]);
    await bare.close();
  });
});
