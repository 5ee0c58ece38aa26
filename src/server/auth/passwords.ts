import bcrypt from 'bcryptjs';
import { PASSWORD_HASH_COST } from '../../shared/constants';

/**
 * Profile passwords compare case-insensitively after trimming (spec 000 §5), so the hash is
 * taken of the normalised form. The superuser's password is exact.
 */
export function normalizeProfilePassword(password: string): string {
  return password.trim().toLowerCase();
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_HASH_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** A hash to compare against when no user matched, so timing does not reveal which names exist. */
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('fantasmia-no-such-user');
  return dummyHash.then((h) => verifyPassword(password, h)).then(() => false);
}
