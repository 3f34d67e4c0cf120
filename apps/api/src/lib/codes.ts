import { randomInt } from 'node:crypto';
import { PROMOTER_CODE_ALPHABET, PROMOTER_CODE_LENGTH } from '@portal/shared';

/**
 * A code from a cryptographic random source over an unambiguous alphabet (no 0/O, 1/I/L):
 * promoter codes (docs/product/accounts.md) and PINs (docs/product/pins-and-levels.md).
 */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += PROMOTER_CODE_ALPHABET[randomInt(PROMOTER_CODE_ALPHABET.length)];
  return code;
}

export function randomPromoterCode(): string {
  return randomCode(PROMOTER_CODE_LENGTH);
}
