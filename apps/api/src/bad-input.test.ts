import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { MESSAGES, Role } from '@portal/shared';
import type { ApiRoute } from './app.js';
import { isPublicPolicy } from './lib/policy.js';
import {
  asSession,
  createAdmin,
  loginRoot,
  registerAndLogin,
  registration,
  type Session,
} from './test/fixtures.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/** Bad input is a 4xx, never a 500, and a 500 leaves no secret in the log (docs/product/security.md). */
const logLines: string[] = [];
let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

interface JsonSchemaNode {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
}

/** A request field that names a record: where it arrives, its path, and the schema around it. */
interface IdField {
  route: ApiRoute;
  location: 'params' | 'querystring' | 'body';
  path: (string | number)[];
  schema: JsonSchemaNode;
}

/** Field names that carry a record id (`id`, `ids`, `video_id`, `attempt_id`, the keyset anchors). */
const ID_NAME = /^(id|ids|after|before)$|_ids?$/;

/** The paths of the fields named like record ids, in objects, arrays and alternatives. */
function idPaths(node: JsonSchemaNode, path: (string | number)[] = []): (string | number)[][] {
  const own = Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    ID_NAME.test(key)
      ? [child.type === 'array' ? [...path, key, 0] : [...path, key]]
      : idPaths(child, [...path, key]),
  );
  const inItems = node.items ? idPaths(node.items, [...path, 0]) : [];
  const inBranches = (node.anyOf ?? []).flatMap((branch) => idPaths(branch, path));
  return [...own, ...inItems, ...inBranches];
}

/** Every id field of a route, read from its zod request schemas (registered with it, app.ts). */
function idFieldsOf(route: ApiRoute): IdField[] {
  const schemas = (route.schema ?? {}) as Partial<Record<IdField['location'], z.ZodType>>;
  return (['params', 'querystring', 'body'] as const).flatMap((location) => {
    const zodSchema = schemas[location];
    if (!zodSchema) return [];
    const schema = z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
    return idPaths(schema).map((path) => ({ route, location, path, schema }));
  });
}

/**
 * A body holding `value` at `path`; its other choice fields (enums) get their first choice, so
 * a route that let the id through would reach its service and the database with it.
 */
function bodyWith(schema: JsonSchemaNode, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') return [bodyWith(schema.items ?? {}, rest, value)];
  const choices = Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    child.enum ? [[key, child.enum[0]]] : [],
  );
  return {
    ...Object.fromEntries(choices),
    [head]: bodyWith(schema.properties?.[head] ?? {}, rest, value),
  };
}

/** 2^31 and beyond do not fit an integer id column; a negative or a fraction names no record. */
const BAD_IDS = [2 ** 31, 99_999_999_999, -1, 1.5];

describe('ids beyond the integer range, negative or fractional', () => {
  const sessions: Partial<Record<Role, Session>> = {};
  async function sessionFor(roles: readonly Role[]): Promise<Session> {
    const role = [Role.SuperAdmin, Role.User, Role.Admin].find((r) => roles.includes(r))!;
    if (!sessions[role]) {
      sessions[role] =
        role === Role.SuperAdmin
          ? root
          : role === Role.User
            ? await registerAndLogin(t.app, root.promoterCode)
            : await createAdmin(t.app, root);
    }
    return sessions[role];
  }
  it('finds the id fields of every route that takes one', () => {
    const fields = t.app.apiRoutes.flatMap(idFieldsOf);
    const named = fields.map((f) => `${f.route.method} ${f.route.url} ${f.location}.${f.path.join('.')}`);
    expect(named).toEqual(
      expect.arrayContaining([
        'POST /api/v1/watch-sessions body.video_id',
        'POST /api/v1/daily-videos-watched body.video_id',
        'GET /api/v1/all-referrals/:id params.id',
        'GET /api/v1/referral-tree querystring.id',
        'GET /api/v1/all-referrals querystring.after',
        'POST /api/v1/withdraw-status-update/bulk body.ids.0',
        'POST /api/v1/training-quiz-result body.answers.0.question_id',
      ]),
    );
    expect(fields.length).toBeGreaterThanOrEqual(60);
    // A path parameter the params schema does not declare would escape the sweep.
    for (const route of t.app.apiRoutes) {
      for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
        expect(named, `${route.url} declares :${name}`).toContain(
          `${route.method} ${route.url} params.${name}`,
        );
      }
    }
  });

  /** The route called with `bad` in the field and everything else left out or chosen. */
  function requestWith({ route, location, path, schema }: IdField, bad: number): InjectOptions {
    const url = new URL(
      route.url.replace(/:(\w+)/g, (_, name: string) => (name === path[0] ? `${bad}` : '1')),
      'http://api',
    );
    if (location === 'querystring') url.searchParams.set(String(path[0]), `${bad}`);
    const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
    return {
      method: route.method as InjectOptions['method'],
      url: url.pathname + url.search,
      ...(takesBody ? { payload: location === 'body' ? (bodyWith(schema, path, bad) as object) : {} } : {}),
    };
  }

  it('answers 422 naming the field (or 404), never 500, as a role the route allows', async () => {
    const failures: string[] = [];
    for (const field of t.app.apiRoutes.flatMap(idFieldsOf)) {
      const { policy } = field.route;
      if (isPublicPolicy(policy)) continue;
      const session = await sessionFor(policy.roles);
      for (const bad of BAD_IDS) {
        const request = requestWith(field, bad);
        const response = await t.app.inject(asSession(session, request));
        const errors = (response.json() as { errors?: Record<string, unknown> }).errors ?? {};
        const fieldName = field.path.join('.');
        const refused = response.statusCode === 404 || (response.statusCode === 422 && fieldName in errors);
        if (!refused) {
          failures.push(
            `${request.method} ${request.url} ${field.location}.${fieldName}=${bad}: ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('a malformed Host header', () => {
  it('answers 400 on a cookie-authenticated change, not 500', async () => {
    const response = await t.app.inject(
      asSession(root, { method: 'POST', url: '/api/v1/auth/logout', headers: { host: 'bad host[' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.badHost);
    const stillIn = await t.app.inject(asSession(root, { url: '/api/v1/auth-user' }));
    expect(stillIn.statusCode).toBe(200);
  });
});

describe('database errors in the log', () => {
  const logged = () => logLines.join('');

  it('leave out the bound session id', async () => {
    const session = await loginRoot(t.app);
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    await t.db.execute(sql`alter table sessions rename column revoked_at to revoked_at_broken`);
    try {
      logLines.length = 0;
      const response = await t.app.inject({
        url: '/api/v1/auth-user',
        cookies: { 'session-token': session.cookie },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: MESSAGES.serverError, code: 'common.server_error' });
    } finally {
      await t.db.execute(sql`alter table sessions rename column revoked_at_broken to revoked_at`);
    }
    expect(logged()).toContain('unhandled error');
    expect(logged()).toContain('Failed query');
    expect(logged()).not.toContain(claims.sid);
  });

  it('leave out the bound password hash and personal data', async () => {
    const payload = registration(root.promoterCode, { first_name: 'Lokeshwari' });
    await t.db.execute(sql`alter table users rename column language to language_broken`);
    try {
      logLines.length = 0;
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users rename column language_broken to language`);
    }
    expect(logged()).toContain('Failed query');
    expect(logged()).not.toContain('$argon2id');
    expect(logged()).not.toContain('Lokeshwari');
    expect(logged()).not.toContain(payload.mobile);
  });
});
