import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { REGISTER_MESSAGES as M } from '@portal/shared';
import { throttleHits, users } from '../../db/schema.js';
import { argon2id } from '../../lib/passwords.js';
import { loginRoot, registration } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Counts argon2 hashings, to show which refusals come before that costly step. */
const hashSpy = vi.spyOn(argon2id, 'hash');

const PER_HOUR = 4;
let t: TestApp;
let rootCode: string;

beforeAll(async () => {
  t = await createTestApp({ REGISTER_RATE_LIMIT: String(PER_HOUR) });
  rootCode = (await loginRoot(t.app)).promoterCode;
});
afterAll(async () => {
  hashSpy.mockRestore();
  await t.close();
});
beforeEach(() => {
  hashSpy.mockClear();
});

const register = (payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload, remoteAddress });

const userCount = async (username: string) =>
  (await t.db.select().from(users).where(eq(users.username, username))).length;

describe('registration checks the cheap things before hashing the password', () => {
  it('refuses an unknown promoter code, a taken username or mobile, and a weak password unhashed', async () => {
    const existing = registration(rootCode);
    expect((await register(existing, '192.0.2.1')).statusCode).toBe(201);
    expect(hashSpy).toHaveBeenCalledTimes(1);
    hashSpy.mockClear();

    const unknownCode = await register(registration('ZZZZZZZZ'), '192.0.2.2');
    expect(unknownCode.json().errors.referral_code).toEqual([M.referralCodeInvalid]);
    const taken = await register(
      registration(rootCode, { username: existing.username.toUpperCase(), mobile: existing.mobile }),
      '192.0.2.3',
    );
    expect(taken.json().errors).toMatchObject({ username: [M.usernameTaken], mobile: [M.mobileTaken] });
    const weak = await register(
      registration(rootCode, { password: 'sunshine1', password_confirmation: 'sunshine1' }),
      '192.0.2.4',
    );
    expect(weak.json().errors.password).toEqual([M.passwordTooCommon]);
    expect([unknownCode, taken, weak].map((r) => r.statusCode)).toEqual([422, 422, 422]);
    expect(hashSpy).toHaveBeenCalledTimes(0);
  });
});

describe('registration rate limit per IP (REGISTER_RATE_LIMIT an hour)', () => {
  it('answers 429 with Retry-After past the limit, whatever the attempts were, and only for that IP', async () => {
    const ip = '198.51.100.20';
    const attempts = [
      registration(rootCode),
      registration('ZZZZZZZZ'),
      registration(rootCode),
      registration(rootCode, { password: 'sunshine1', password_confirmation: 'sunshine1' }),
    ];
    const statuses: number[] = [];
    for (const payload of attempts) statuses.push((await register(payload, ip)).statusCode);
    expect(statuses).toEqual([201, 422, 201, 422]);

    hashSpy.mockClear();
    const over = registration(rootCode);
    const refused = await register(over, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many registrations from your network\. Try again in 60 minutes\.$/,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(hashSpy).toHaveBeenCalledTimes(0);
    expect(await userCount(over.username)).toBe(0);
    const rows = await t.db
      .select()
      .from(throttleHits)
      .where(eq(throttleHits.key, `register:ip:${ip}`));
    expect(rows).toHaveLength(PER_HOUR);

    expect((await register(over, '198.51.100.21')).statusCode).toBe(201);
  });
});
