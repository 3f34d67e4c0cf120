import { dictionary } from '@zxcvbn-ts/language-common';
import { REGISTER_MESSAGES as M, usernameInPassword } from '@portal/shared';

/**
 * The common-password list of zxcvbn-ts (about 49,000 passwords, lower-case), loaded on first
 * use. It lives on the server only: the web bundle never carries it (docs/product/accounts.md).
 */
let commonPasswords: Set<string> | undefined;

export function commonPasswordCount(): number {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.size;
}

/** Whether a password is in the list, ignoring case ('Password1' is as guessable as 'password1'). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Why a new password is refused, or null: the username rule (also in the shared schema, but
 * password change has no username in its payload) and the common-password list. The length
 * rules are the shared schema's.
 */
export function newPasswordProblem(password: string, username: string): string | null {
  const clash = usernameInPassword(password, username);
  if (clash === 'same') return M.passwordIsUsername;
  if (clash === 'contains') return M.passwordContainsUsername;
  if (isCommonPassword(password)) return M.passwordTooCommon;
  return null;
}
