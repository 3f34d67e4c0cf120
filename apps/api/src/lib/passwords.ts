import { hash, verify } from '@node-rs/argon2';
import { fieldError } from './errors.js';
import { newPasswordProblem } from './password-policy.rules.js';

/** `Algorithm.Argon2id` of @node-rs/argon2: an ambient const enum, so its value is spelled here. */
const ARGON2ID = 2;

/** argon2id with memory 19 MiB, 2 passes, parallelism 1 (docs/product/accounts.md, Passwords). */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/** The costly step of every new password, as one object so a test can count its calls. */
export const argon2id = {
  hash: (password: string): Promise<string> => hash(password, ARGON2_OPTIONS),
};

export function hashPassword(password: string): Promise<string> {
  return argon2id.hash(password);
}

// Verifying against a real hash when the username is unknown keeps the answer time the same,
// so response times do not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/**
 * The field error of a new password that breaks the policy (docs/product/accounts.md), to merge
 * with a form's other errors; empty when it is acceptable. Services check it before hashing, so a
 * refused password costs no argon2 work.
 */
export function newPasswordErrors(password: string, username: string): Record<string, string[]> {
  const problem = newPasswordProblem(password, username);
  return problem ? { password: [problem] } : {};
}

/** The same check for a form with no other errors to gather: a 422 on `password`. */
export function requireAcceptablePassword(password: string, username: string): void {
  const problem = newPasswordProblem(password, username);
  if (problem) throw fieldError('password', problem);
}
