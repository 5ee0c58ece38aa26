import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new secret of 32 random bytes (256 bits), base64url: a session, a device, a card's, a letter's or a voice link's. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** Whether two texts are equal, in the same time wherever they differ (digests of equal length). */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
