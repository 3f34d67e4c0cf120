import { randomInt } from 'node:crypto';
import { PROMOTER_CODE_ALPHABET, PROMOTER_CODE_LENGTH } from '@portal/shared';

/** A promoter code from a cryptographic random source over an unambiguous alphabet (docs/product/accounts.md). */
export function randomPromoterCode(): string {
  let code = '';
  for (let i = 0; i < PROMOTER_CODE_LENGTH; i++)
    code += PROMOTER_CODE_ALPHABET[randomInt(PROMOTER_CODE_ALPHABET.length)];
  return code;
}
