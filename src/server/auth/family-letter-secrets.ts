import { createHash, randomBytes } from 'node:crypto';
import { FAMILY_CODE_ALPHABET, FAMILY_CODE_LENGTH, normaliseFamilyCode, type FamilyLetterKey } from '../../shared/schemas/family-letter';

/**
 * A new typed code: 12 symbols of a 32-symbol alphabet (60 bits). 256 is a multiple of 32, so
 * taking each random byte modulo 32 favours no symbol.
 */
export function newFamilyCode(): string {
  const bytes = randomBytes(FAMILY_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += FAMILY_CODE_ALPHABET[byte % FAMILY_CODE_ALPHABET.length] ?? '';
  return code;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const hashFamilySecret = (secret: string): string => sha256(`secret:${secret}`);
export const hashFamilyCode = (code: string): string => sha256(`code:${normaliseFamilyCode(code)}`);

/** The column and hash a letter is looked up by. */
export function familyKeyHash(key: FamilyLetterKey): { column: 'secret_hash' | 'code_hash'; hash: string } {
  return 'secret' in key ? { column: 'secret_hash', hash: hashFamilySecret(key.secret) } : { column: 'code_hash', hash: hashFamilyCode(key.code) };
}
