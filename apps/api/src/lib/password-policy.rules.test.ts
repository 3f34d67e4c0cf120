import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES as M } from '@portal/shared';
import { commonPasswordCount, isCommonPassword, newPasswordProblem } from './password-policy.rules.js';

describe('common-password list', () => {
  it('holds at least 10,000 passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it('matches ignoring case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
    expect(isCommonPassword('Kaveri#Trail42')).toBe(false);
  });
});

describe('newPasswordProblem', () => {
  it('names the username clash before the dictionary', () => {
    expect(newPasswordProblem('Asha.K', 'asha.k')).toBe(M.passwordIsUsername);
    expect(newPasswordProblem('my-asha.k-pass', 'asha.k')).toBe(M.passwordContainsUsername);
  });

  it('refuses a common password and accepts an uncommon one', () => {
    expect(newPasswordProblem('iloveyou1', 'asha.k')).toBe(M.passwordTooCommon);
    expect(newPasswordProblem('Kaveri#Trail42', 'asha.k')).toBeNull();
  });

  it('accepts the passwords the tests, seed and browser tests use', () => {
    for (const password of ['Demo@1234', 'RootPass123', 'E2eRoot@123', 'AdminPass1', 'Kaveri#Trail42'])
      expect(newPasswordProblem(password, 'someone'), password).toBeNull();
  });
});
