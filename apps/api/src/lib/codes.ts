import { randomInt } from 'node:crypto';
import { PROMOTER_CODE_ALPHABET, PROMOTER_CODE_LENGTH } from '@portal/shared';

/** A code from a cryptographic random source over an unambiguous alphabet. */
export function randomCode(length = PROMOTER_CODE_LENGTH, alphabet = PROMOTER_CODE_ALPHABET): string {
  let code = '';
  for (let i = 0; i < length; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}
