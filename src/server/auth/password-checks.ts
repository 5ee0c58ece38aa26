import { dummyVerify, verifyPassword, type CheckLane } from './passwords';

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
