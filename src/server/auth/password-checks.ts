import type { UsersTable } from '../db/schema';
import { dummyVerify, normalizeProfilePassword, verifyPassword, type CheckLane } from './passwords';
import { sameText } from './secrets';

/**
 * Every login password check goes through here, so the server can say how many hashes its
 * logins cost (a throttled attempt must cost none: the throttle tests read this count).
 */
let checks = 0;

export function passwordChecksSoFar(): number {
  return checks;
}

export function checkPassword(password: string, hash: string, lane: CheckLane = 'shared'): Promise<boolean> {
  checks += 1;
  return verifyPassword(password, hash, lane);
}

/** For a name that matches nobody: the same cost, always false. */
export function checkNoAccount(password: string, lane: CheckLane = 'shared'): Promise<boolean> {
  checks += 1;
  return dummyVerify(password, lane);
}

/** What a profile password check needs of the stored row. */
export type StoredProfilePassword = Pick<UsersTable, 'name' | 'password_hash' | 'password_is_initial'>;

/**
 * Checks a child's password, already normalised. A profile on its initial password keeps no
 * hash (a hash of a name everybody knows protects nothing): the input is compared with the
 * normalised name after a dummy hash, so the answer takes as long as a real check. Rows from
 * before that rule keep their bcrypt hash of the name and verify as any other. With
 * `initialAllowed` false (personal passwords required) an initial password never matches, in
 * the same time.
 */
export async function checkProfilePassword(
  password: string,
  user: StoredProfilePassword,
  { initialAllowed, lane = 'shared' }: { initialAllowed: boolean; lane?: CheckLane },
): Promise<boolean> {
  const initial = user.password_is_initial === 1;
  if (user.password_hash === '') {
    await checkNoAccount(password, lane);
    return initial && initialAllowed && sameText(password, normalizeProfilePassword(user.name));
  }
  const matches = await checkPassword(password, user.password_hash, lane);
  return matches && (!initial || initialAllowed);
}
