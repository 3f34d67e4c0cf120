import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { indiaDate, REGISTER_MESSAGES as M } from '@portal/shared';
import { throttleHits, users } from '../../db/schema.js';
import { argon2id } from '../../lib/passwords.js';
import { asSession, login, loginRoot, registration, type Session } from '../../test/fixtures.js';
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

/** The India date `years` years and `days` days before today (a day past a birthday, or short of it). */
function bornYearsAgo(years: number, days: number): string {
  const [y, m, d] = indiaDate().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}

describe('the minimum age is a setting (docs/decisions/172-minimum-age-as-a-setting.md)', () => {
  let root: Session;
  const saveMinimumAge = (minimum_age: number) =>
    t.app.inject(
      asSession(root, { method: 'PUT', url: '/api/v1/programme-settings', payload: { minimum_age } }),
    );
  const publicSettings = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/public-settings' })).json();

  beforeAll(async () => {
    root = await loginRoot(t.app);
  });

  it('refuses anyone younger than the saved minimum on dob, before hashing, and anyone of age registers', async () => {
    expect(await publicSettings()).toMatchObject({ minimum_age: 18 });
    expect((await saveMinimumAge(21)).statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ minimum_age: 21 });

    const young = registration(rootCode, { dob: bornYearsAgo(21, -1) });
    const refused = await register(young, '192.0.2.40');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ dob: ['You must be at least 21 years old'] });
    expect(await userCount(young.username)).toBe(0);
    expect(hashSpy).not.toHaveBeenCalled();

    const ofAge = registration(rootCode, { dob: bornYearsAgo(21, 1) });
    expect((await register(ofAge, '192.0.2.41')).statusCode).toBe(201);
    expect(await userCount(ofAge.username)).toBe(1);

    // In the reader's language, with the setting's age.
    const tamil = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registration(rootCode, { dob: bornYearsAgo(20, 0) }),
      remoteAddress: '192.0.2.42',
      headers: { 'accept-language': 'ta' },
    });
    expect(tamil.json().errors.dob).toEqual(['உங்களுக்குக் குறைந்தது 21 வயது இருக்க வேண்டும்']);
  });

  it('never goes below the age of majority, and a raised minimum never locks a member out of their details', async () => {
    expect((await saveMinimumAge(18)).statusCode).toBe(200);
    const nineteen = registration(rootCode, { dob: bornYearsAgo(19, 1) });
    expect((await register(nineteen, '192.0.2.43')).statusCode).toBe(201);

    const below = await saveMinimumAge(17);
    expect(below.statusCode).toBe(422);
    expect(below.json().errors).toEqual({ minimum_age: ['Minimum age must be at least 18'] });
    expect((await saveMinimumAge(25)).statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ minimum_age: 25 });

    const member = await login(t.app, nineteen.username, nineteen.password);
    const { username, password, password_confirmation, referral_code, ...details } = nineteen;
    void [username, password, password_confirmation, referral_code];
    const edit = await t.app.inject(
      asSession(member, {
        method: 'PUT',
        url: '/api/v1/update-personal-details',
        payload: { ...details, city: 'Madurai' },
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.userId));
    expect(row?.city).toBe('Madurai');
    // An edit is still held to the age of majority.
    const minor = await t.app.inject(
      asSession(member, {
        method: 'PUT',
        url: '/api/v1/update-personal-details',
        payload: { ...details, dob: bornYearsAgo(17, 1) },
      }),
    );
    expect(minor.json().errors.dob).toEqual(['You must be at least 18 years old']);
    expect((await saveMinimumAge(18)).statusCode).toBe(200);
  });
});
