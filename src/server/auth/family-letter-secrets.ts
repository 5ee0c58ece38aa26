import { createHash } from 'node:crypto';
import { normaliseFamilyCode, type FamilyLetterKey } from '../../shared/schemas/family-letter';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const hashFamilySecret = (secret: string): string => sha256(`secret:${secret}`);
export const hashFamilyCode = (code: string): string => sha256(`code:${normaliseFamilyCode(code)}`);

/** The column and hash a letter is looked up by. */
export function familyKeyHash(key: FamilyLetterKey): { column: 'secret_hash' | 'code_hash'; hash: string } {
  return 'secret' in key ? { column: 'secret_hash', hash: hashFamilySecret(key.secret) } : { column: 'code_hash', hash: hashFamilyCode(key.code) };
}
