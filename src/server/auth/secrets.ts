import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A new secret of 32 random bytes (256 bits), base64url: a session, a device, a card's, a letter's or a voice link's. */
export const newSecret = (): string => randomBytes(32).toString('base64url');

/** A code of `length` symbols of `alphabet`, each drawn alike with a CSPRNG: a family letter's, a workshop's. */
export const randomCode = (alphabet: string, length: number): string => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Whether two texts are equal, in the same time wherever they differ (digests of equal length). */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());
}
