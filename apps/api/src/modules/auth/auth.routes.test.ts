import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, REGISTER_MESSAGES as M } from '@portal/shared';
import { sessions, throttleHits, users } from '../../db/schema.js';
import { login, loginRoot, registerAndLogin, registration } from '../../test/fixtures.js';
import { createTestApp, type TestApp, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let rootCode: string;

beforeAll(() => {
  rootCode = t.root.promoterCode;
});

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });

describe('POST /auth/register', () => {
  it('creates a user under the sponsor of the promoter code', async () => {
    const payload = registration(rootCode);
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Successfully Register' });
    const [row] = await t.db.select().from(users).where(eq(users.username, payload.username));
    expect(row).toMatchObject({
      role: 2,
      firstName: 'Asha',
      state: 'Tamil Nadu',
      currentPromoterLevel: null,
    });
    const [root] = await t.db.select().from(users).where(eq(users.promoterCode, rootCode));
    expect(row!.sponsorId).toBe(root!.id);
    expect(row!.promoterCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 422 with the fixed required-field message for every missing field', async () => {
    const response = await register({});
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors).toMatchObject({
      first_name: ['First Name is required*'],
      last_name: ['Last Name is required*'],
      dob: ['Date of Birth is required*'],
      mobile: ['Mobile number is required*'],
      nationality: ['Nationality is required*'],
      state: ['State is required*'],
      city: ['City is required*'],
      language: ['Language is required*'],
      district: ['District is required*'],
      pin_code: ['Pin Code is required*'],
      username: ['Username is required*'],
      password: ['Password is required*'],
      password_confirmation: ['Password confirmation is required*'],
      referral_code: [M.referral_code],
    });
  });

  it('treats whitespace-only values as missing', async () => {
    const response = await register(registration(rootCode, { first_name: '   ', city: ' ' }));
    expect(response.json().errors).toMatchObject({ first_name: [M.first_name], city: [M.city] });
  });

  it.each([
    ['mobile', { mobile: '98765' }, M.mobileInvalid],
    ['mobile', { mobile: '98765432101' }, M.mobileInvalid],
    ['mobile', { mobile: '98765abcde' }, M.mobileInvalid],
    ['pin_code', { pin_code: '012345' }, M.pinCodeInvalid],
    ['pin_code', { pin_code: '60001' }, M.pinCodeInvalid],
    ['password', { password: 'short7!', password_confirmation: 'short7!' }, M.passwordTooShort],
    ['password_confirmation', { password_confirmation: 'Different1' }, M.passwordsMustMatch],
    ['state', { state: 'Atlantis' }, M.stateInvalid],
    ['district', { state: 'Kerala', district: 'Chennai' }, M.districtInvalid],
    ['language', { language: 'French' }, M.languageInvalid],
    ['nationality', { nationality: 'Nepal' }, M.nationalityInvalid],
    ['username', { username: 'ab' }, M.usernameInvalid],
    ['username', { username: 'has space' }, M.usernameInvalid],
    ['dob', { dob: '2015-01-01' }, 'You must be at least 18 years old'],
    ['dob', { dob: '1990-02-30' }, M.dobInvalid],
  ])('refuses a bad %s with its message', async (field, overrides, message) => {
    const response = await register(registration(rootCode, overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]?.[0]).toBe(message);
  });

  it('refuses an unknown or deactivated promoter code on referral_code', async () => {
    const unknown = await register(registration(rootCode, { referral_code: 'ZZZZZZZZ' }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.referral_code).toEqual([M.referralCodeInvalid]);

    const sponsor = await registerAndLogin(t.app, rootCode);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, sponsor.userId));
    const inactive = await register(registration(sponsor.promoterCode));
    expect(inactive.json().errors.referral_code).toEqual([M.referralCodeInvalid]);
  });

  it('refuses a duplicate username (ignoring case) and a duplicate mobile', async () => {
    const first = registration(rootCode);
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(
      registration(rootCode, { username: first.username.toUpperCase(), mobile: first.mobile }),
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toMatchObject({ username: [M.usernameTaken], mobile: [M.mobileTaken] });
    const [{ count }] = (await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(username) = lower(${first.username})`)) as [{ count: number }];
    expect(count).toBe(1);
  });
});

describe('login, session and logout', () => {
  it('sets an httpOnly SameSite=Lax session cookie and accepts it and the Bearer token', async () => {
    const payload = registration(rootCode);
    await register(payload);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: payload.username, password: payload.password },
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'session-token')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const body = response.json();
    expect(body.user).toMatchObject({ username: payload.username, role: 2 });
    expect(body.user).not.toHaveProperty('password_hash');

    const viaCookie = await t.app.inject({
      url: '/api/v1/auth-user',
      cookies: { 'session-token': cookie.value },
    });
    expect(viaCookie.json().username).toBe(payload.username);
    const viaBearer = await t.app.inject({
      url: '/api/v1/auth-user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(viaBearer.json()).toMatchObject({ username: payload.username, sponsor_username: 'root' });
  });

  it('says only that the credentials are wrong', async () => {
    const payload = registration(rootCode);
    await register(payload);
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: payload.username, password: 'WrongPass1' },
    });
    const unknownUser = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'nobody_here', password: 'WrongPass1' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json().message).toBe('Invalid username or password');
    expect(unknownUser.json().message).toBe('Invalid username or password');
  });

  it('answers 429 after a hundred failures from one IP across usernames', async () => {
    for (let i = 0; i < 100; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: `guess_${i}`, password: 'WrongPass1' },
        remoteAddress: '203.0.113.9',
      });
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'root', password: 'Banyan#Tree42' },
      remoteAddress: '203.0.113.9',
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'root', password: 'Banyan#Tree42' },
      remoteAddress: '203.0.113.10',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a deactivated account', async () => {
    const user = await registerAndLogin(t.app, rootCode);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.userId));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: user.username, password: 'Secret@123' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const user = await registerAndLogin(t.app, rootCode);
    const out = await t.request(user, { method: 'POST', url: '/api/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'session-token')?.value).toBe('');
    const after = await t.app.inject({
      url: '/api/v1/auth-user',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a forged or tampered token', async () => {
    const user = await registerAndLogin(t.app, rootCode);
    const [header, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 1 })).toString('base64url')}.x`;
    const response = await t.app.inject({
      url: '/api/v1/admin-dashboard',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated mutation from another origin', async () => {
    const user = await registerAndLogin(t.app, rootCode);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { 'session-token': user.cookie },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { 'session-token': user.cookie },
    });
    expect(noOrigin.statusCode).toBe(403);
    const stillIn = await t.app.inject({
      url: '/api/v1/auth-user',
      cookies: { 'session-token': user.cookie },
    });
    expect(stillIn.statusCode).toBe(200);
    const bearer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(bearer.statusCode).toBe(200);
  });
});

describe('own profile', () => {
  it('update-personal-details changes only the caller, never username, code or sponsor', async () => {
    const a = await registerAndLogin(t.app, rootCode);
    const b = await registerAndLogin(t.app, rootCode);
    const details = registration(rootCode, { first_name: 'Meena', state: 'Kerala', district: 'Ernakulam' });
    const response = await t.request(a, {
      method: 'PUT',
      url: '/api/v1/update-personal-details',
      payload: { ...details, username: 'hijack', promoter_code: 'AAAAAAAA', id: b.userId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: a.userId,
      username: a.username,
      first_name: 'Meena',
      district: 'Ernakulam',
      promoter_code: a.promoterCode,
    });
    const [other] = await t.db.select().from(users).where(eq(users.id, b.userId));
    expect(other!.firstName).toBe('Asha');
  });

  it('update-personal-details refuses another account mobile', async () => {
    const a = await registerAndLogin(t.app, rootCode);
    const b = await registerAndLogin(t.app, rootCode);
    const [other] = await t.db.select().from(users).where(eq(users.id, b.userId));
    const response = await t.request(a, {
      method: 'PUT',
      url: '/api/v1/update-personal-details',
      payload: registration(rootCode, { mobile: other!.mobile! }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.mobile).toEqual([M.mobileTaken]);
  });

  it('changepassword needs the current password and ends the other sessions only', async () => {
    const user = await registerAndLogin(t.app, rootCode);
    const other = await login(t.app, user.username, 'Secret@123');
    const wrong = await t.request(user, {
      method: 'PATCH',
      url: '/api/v1/changepassword',
      payload: { current_password: 'nope', password: 'NewSecret9', password_confirmation: 'NewSecret9' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Current password is incorrect']);

    const changed = await t.request(user, {
      method: 'PATCH',
      url: '/api/v1/changepassword',
      payload: {
        current_password: 'Secret@123',
        password: 'NewSecret9',
        password_confirmation: 'NewSecret9',
      },
    });
    expect(changed.statusCode).toBe(200);
    const mine = await t.app.inject({ url: '/api/v1/auth-user', cookies: { 'session-token': user.cookie } });
    const theirs = await t.app.inject({
      url: '/api/v1/auth-user',
      cookies: { 'session-token': other.cookie },
    });
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(401);
    await login(t.app, user.username, 'NewSecret9');
  });
});

const loginAs = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, remoteAddress });

const throttleRows = async (key: string) =>
  (await t.db.select().from(throttleHits).where(eq(throttleHits.key, key))).length;

describe('one username key for the throttle and the lookup', () => {
  it('a dotted capital I neither escapes the lock of aud_vi7040 nor signs in to it', async () => {
    const payload = registration(rootCode, { username: 'aud_vi7040' });
    expect((await register(payload)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await loginAs('aud_vi7040', 'WrongPass1')).statusCode).toBe(401);
    // The sixth attempt waits the username's first delay, whatever its case.
    expect((await loginAs('AUD_VI7040', payload.password)).statusCode).toBe(429);

    const lookalike = await loginAs('AUD_V\u0130' + '7040', payload.password);
    expect(lookalike.statusCode).toBe(401);
    expect(lookalike.json().message).toBe(MESSAGES.invalidCredentials);
    expect(
      await t.db
        .select()
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(users.username, 'aud_vi7040')),
    ).toEqual([]);
    const keys = (await t.db.select({ key: throttleHits.key }).from(throttleHits)).map((row) => row.key);
    expect(
      keys.filter((key) => key.startsWith('login:user:')).every((key) => /^[\x20-\x7e]+$/.test(key)),
    ).toBe(true);
    expect(await throttleRows('login:user:aud_vi7040')).toBe(5);
  });
});

describe('password policy (registration, password change, admin creation)', () => {
  it.each([
    ['a common password', 'Password123', M.passwordTooCommon],
    ['a common password in other case', 'IloveYou1', M.passwordTooCommon],
    ['more than 200 characters', 'Kaveri#Trail42'.repeat(15), M.passwordTooLong],
  ])('registration refuses %s on password, and creates nobody', async (_case, password, message) => {
    const payload = registration(rootCode, { password, password_confirmation: password });
    const response = await register(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([message]);
    expect(await t.db.select().from(users).where(eq(users.username, payload.username))).toEqual([]);
  });

  it('registration refuses the username itself and a password containing it', async () => {
    const same = registration(rootCode, {
      username: 'meena_r',
      password: 'MEENA_R',
      password_confirmation: 'MEENA_R',
    });
    const same8 = registration(rootCode, {
      username: 'meena_ravi',
      password: 'Meena_Ravi',
      password_confirmation: 'Meena_Ravi',
    });
    const containing = registration(rootCode, {
      username: 'meena_ravi',
      password: 'x-Meena_Ravi-9',
      password_confirmation: 'x-Meena_Ravi-9',
    });
    expect((await register(same)).json().errors.password).toContain(M.passwordTooShort);
    expect((await register(same8)).json().errors.password).toEqual([M.passwordIsUsername]);
    expect((await register(containing)).json().errors.password).toEqual([M.passwordContainsUsername]);
  });

  it('password change refuses a common password or one containing the username, keeping the old one', async () => {
    const user = await registerAndLogin(t.app, rootCode);
    const change = (password: string) =>
      t.request(user, {
        method: 'PATCH',
        url: '/api/v1/changepassword',
        payload: { current_password: 'Secret@123', password, password_confirmation: password },
      });
    const common = await change('qwerty123');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual([M.passwordTooCommon]);
    const withName = await change(`${user.username.toUpperCase()}!x`);
    expect(withName.json().errors.password).toEqual([M.passwordContainsUsername]);
    expect((await change('x'.repeat(201))).json().errors.password).toEqual([M.passwordTooLong]);
    await login(t.app, user.username, 'Secret@123');
  });

  it('admin creation refuses a common password on password', async () => {
    const root = await loginRoot(t.app);
    const response = await t.request(root, {
      method: 'POST',
      url: '/api/v1/admins',
      payload: {
        first_name: 'Weak',
        last_name: 'Admin',
        mobile: '9000000555',
        username: 'weak_admin',
        password: 'Football1',
        password_confirmation: 'Football1',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([M.passwordTooCommon]);
    expect(await t.db.select().from(users).where(eq(users.username, 'weak_admin'))).toEqual([]);
  });

  it('every password field has a maximum length: login answers 422, not a check', async () => {
    const response = await loginAs('root', 'x'.repeat(201));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([M.passwordTooLong]);
    expect(await throttleRows('login:user:root')).toBe(0);
  });
});

describe('changepassword spends the sign-in budget', () => {
  it('wrong current passwords count with login failures, then both answer 429', async () => {
    const user = await registerAndLogin(t.app, rootCode);
    const wrongCurrent = () =>
      t.request(user, {
        method: 'PATCH',
        url: '/api/v1/changepassword',
        payload: {
          current_password: 'WrongPass1',
          password: 'Kaveri#Trail42',
          password_confirmation: 'Kaveri#Trail42',
        },
      });
    for (let i = 0; i < 3; i++)
      expect((await loginAs(user.username, 'WrongPass1', `10.1.0.${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await wrongCurrent()).statusCode).toBe(422);
    const refused = await wrongCurrent();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginAs(user.username, 'Secret@123')).statusCode).toBe(429);
    expect(await throttleRows(`login:user:${user.username.toLowerCase()}`)).toBe(5);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the throttle under a parallel burst (PostgreSQL)',
  () => {
    it('checks only the 5 free attempts of 40 parallel wrong passwords for one username', async () => {
      const payload = registration(rootCode);
      expect((await register(payload)).statusCode).toBe(201);
      const responses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => loginAs(payload.username, `WrongPass${i}`, `10.2.${i}.1`)),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
      expect(await throttleRows(`login:user:${payload.username.toLowerCase()}`)).toBe(5);
      expect((await loginAs(payload.username, payload.password)).statusCode).toBe(429);
    });
  },
);

describe('client address behind proxies (TRUST_PROXY)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied.close());

  async function loginThrough(
    app: Omit<TestApp, 'close'>,
    headers: Record<string, string>,
    password?: string,
  ) {
    const code = (await loginRoot(app.app)).promoterCode;
    const payload = registration(code);
    expect((await app.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload })).statusCode).toBe(
      201,
    );
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: payload.username, password: password ?? payload.password },
      remoteAddress: '10.0.0.2',
      headers,
    });
    const [account] = await app.db.select().from(users).where(eq(users.username, payload.username));
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, account!.id));
    return { response, sessionIps: rows.map((row) => row.ip) };
  }

  it('takes the address the one trusted proxy appended, not one the client wrote', async () => {
    const { response, sessionIps } = await loginThrough(proxied, {
      'x-forwarded-for': '198.51.100.66, 203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    expect(sessionIps).toEqual(['203.0.113.7']);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { response, sessionIps } = await loginThrough(t, { 'x-forwarded-for': '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(sessionIps).toEqual(['10.0.0.2']);
  });

  it('logs in with the right password behind an over-long or junk X-Forwarded-For', async () => {
    const junk = 'a'.repeat(80);
    const { response, sessionIps } = await loginThrough(proxied, { 'x-forwarded-for': junk });
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionIps).toEqual(['10.0.0.2']);

    const longList = Array.from({ length: 8 }, (_, i) => `198.51.100.${100 + i}`).join(', ');
    expect(longList.length).toBeGreaterThan(70);
    const viaList = await loginThrough(proxied, { 'x-forwarded-for': longList });
    expect(viaList.response.statusCode).toBe(200);
    expect(viaList.sessionIps).toEqual(['198.51.100.107']);

    const wrong = await loginThrough(proxied, { 'x-forwarded-for': `${junk}, ${junk}` }, 'WrongPass1');
    expect(wrong.response.statusCode).toBe(401);
  });
});
