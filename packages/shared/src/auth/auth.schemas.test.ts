import { describe, expect, it } from 'vitest';
import { idParamsSchema } from '../common/ids.js';
import { createAdminSchema } from '../users/users.schemas.js';
// The schemas carry message codes; the form and the server show their texts (decision 144).
import { REGISTER_CODES as M } from './auth.constants.js';
import { changePasswordSchema, usernameInPassword, usernameKey, usernameSchema } from './auth.schemas.js';
import { loginSchema } from './login.schemas.js';

const admin = (username: string, password: string) => ({
  first_name: 'Office',
  last_name: 'Admin',
  mobile: '9000000001',
  username,
  password,
  password_confirmation: password,
});

function passwordErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).filter((i) => i.path[0] === 'password').map((i) => i.message);
}

describe('usernameKey', () => {
  it('trims and lower-cases a username', () => {
    expect(usernameKey('  Aud_Vi7040 ')).toBe('aud_vi7040');
    expect(usernameKey('demo.user_1')).toBe('demo.user_1');
  });

  it('answers null for what no account can be called, such as a dotted capital I', () => {
    expect(usernameKey('AUD_V\u0130' + '7040')).toBeNull();
    expect(usernameKey('ab')).toBeNull();
    expect(usernameKey('x'.repeat(31))).toBeNull();
    expect(usernameKey('has space')).toBeNull();
  });
});

describe('usernameSchema (a new username)', () => {
  const messagesOf = (username: string) =>
    usernameSchema.safeParse(username).error?.issues.map((issue) => issue.message) ?? [];

  it.each(['demo_priya12.', '.demo_priya12', 'demo..priya12', 'a..', '...'])(
    'refuses %s: a leading, trailing or repeated dot',
    (username) => expect(messagesOf(username)).toEqual([M.usernameDots]),
  );

  it.each(['demo.priya12', 'd.e.m.o', 'demo_priya12', 'a_b', '_ab_'])('accepts %s', (username) => {
    expect(messagesOf(username)).toEqual([]);
  });

  it('says only the character rule when the characters are wrong', () => {
    expect(messagesOf('bad name.')).toEqual([M.usernameInvalid]);
  });

  it('still lets an account named before the rule sign in (usernameKey)', () => {
    expect(usernameKey('demo_priya12.')).toBe('demo_priya12.');
  });
});

describe('usernameInPassword', () => {
  it('finds the username, ignoring case', () => {
    expect(usernameInPassword('Office_Admin', 'office_admin')).toBe('same');
    expect(usernameInPassword('x-OFFICE_ADMIN-2026', 'office_admin')).toBe('contains');
    expect(usernameInPassword('Kaveri#Trail42', 'office_admin')).toBeNull();
    expect(usernameInPassword('anything', '  ')).toBeNull();
  });
});

describe('new account password rules (registration and admin creation share them)', () => {
  it('refuses the username itself and a password containing it, on the password field', () => {
    expect(passwordErrors(createAdminSchema.safeParse(admin('office_admin', 'OFFICE_ADMIN')))).toEqual([
      M.passwordIsUsername,
    ]);
    expect(passwordErrors(createAdminSchema.safeParse(admin('asha.k', 'Asha.K-2026!')))).toEqual([
      M.passwordContainsUsername,
    ]);
    expect(createAdminSchema.safeParse(admin('asha.k', 'Kaveri#Trail42')).success).toBe(true);
  });

  it('keeps at least 8 and allows at most 200 characters', () => {
    expect(passwordErrors(createAdminSchema.safeParse(admin('asha.k', 'Short7!')))).toEqual([
      M.passwordTooShort,
    ]);
    expect(passwordErrors(createAdminSchema.safeParse(admin('asha.k', 'x'.repeat(201))))).toEqual([
      M.passwordTooLong,
    ]);
    expect(createAdminSchema.safeParse(admin('asha.k', 'x'.repeat(200))).success).toBe(true);
  });
});

describe('every password field is bounded', () => {
  const long = 'x'.repeat(201);
  it('login and current password refuse more than 200 characters', () => {
    expect(passwordErrors(loginSchema.safeParse({ username: 'asha', password: long }))).toEqual([
      M.passwordTooLong,
    ]);
    // A username too long says so, not 'Username is required*' (the schema's own error).
    const username = loginSchema.safeParse({ username: 'a'.repeat(101), password: 'x' });
    expect(username.error?.issues.map((issue) => issue.message)).toEqual(['common.too_long?max=100']);
    const change = changePasswordSchema.safeParse({
      current_password: long,
      password: 'Kaveri#Trail42',
      password_confirmation: long,
    });
    const fields = change.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['current_password', 'password_confirmation']));
  });
});

describe('record ids', () => {
  it('accepts the integer range and refuses beyond it', () => {
    expect(idParamsSchema.parse({ id: '2147483647' })).toEqual({ id: 2147483647 });
    for (const id of ['2147483648', '99999999999', '0', '-1', '1.5', 'abc', '1e400'])
      expect(idParamsSchema.safeParse({ id }).success, id).toBe(false);
  });
});
