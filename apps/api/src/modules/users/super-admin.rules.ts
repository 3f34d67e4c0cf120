import { randomInt } from 'node:crypto';
import { PROMOTER_CODE_ALPHABET } from '@portal/shared';

/** The random part's letters: the promoter codes' alphabet in lower case, with no look-alikes. */
const ALPHABET = PROMOTER_CODE_ALPHABET.toLowerCase();
const RANDOM_LENGTH = 8;

/**
 * The first super admin's username when SUPERADMIN_USERNAME is not set: `admin_` and eight
 * random letters and digits (31⁸, about 8·10¹¹ names), printed at start-up with the password
 * generated beside it, so the account an attacker most wants has no guessable name
 * (docs/decisions/092-lockout-without-weaponisation.md). `pick(n)` draws a uniform 0…n-1.
 */
export function generatedSuperAdminUsername(pick: (size: number) => number = randomInt): string {
  const letters = Array.from({ length: RANDOM_LENGTH }, () => ALPHABET[pick(ALPHABET.length)]!);
  return `admin_${letters.join('')}`;
}
