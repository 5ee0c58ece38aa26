import { expect, test } from 'vitest';
import { CARD_CODE_PATTERN, cardLoginSchema, normalizeCardCode } from '../../shared/schemas/login-card';
import { agree, CARD_ADJECTIVES, CARD_NOUNS, cardCodeSpace, newCardCode } from './card-words';
import { hashCardSecret } from './card-secrets';
import { newSecret } from './secrets';

test('the word lists make at least 30 bits of code, with simple unaccented words and no repeats', () => {
  expect(Math.log2(cardCodeSpace())).toBeGreaterThanOrEqual(30);
  const nouns = CARD_NOUNS.map((n) => n.word);
  expect(new Set(nouns).size).toBe(nouns.length);
  expect(new Set(CARD_ADJECTIVES).size).toBe(CARD_ADJECTIVES.length);
  for (const word of [...nouns, ...CARD_ADJECTIVES]) expect(word).toMatch(/^[a-z]{2,12}$/);
});

test('an adjective agrees with a feminine noun', () => {
  expect(agree('rosso', true)).toBe('rossa');
  expect(agree('rosso', false)).toBe('rosso');
  expect(agree('verde', true)).toBe('verde');
  expect(agree('blu', true)).toBe('blu');
});

test('a new code is three words and a number, already normalised, and codes differ', () => {
  const codes = new Set<string>();
  for (let i = 0; i < 500; i += 1) {
    const code = newCardCode();
    expect(code).toMatch(CARD_CODE_PATTERN);
    expect(normalizeCardCode(code)).toBe(code);
    codes.add(code);
  }
  expect(codes.size).toBeGreaterThan(495);
});

test('a typed code is normalised whatever separates its words', () => {
  const forms = [
    'gatto rosso luna 427',
    'Gatto-Rosso-Luna-427',
    '  gatto  rosso   luna427 ',
    'GATTO, rosso. luna - 427',
    'gàtto rossó luna 427',
    'gatto-rosso-luna-427',
  ];
  for (const form of forms) expect(normalizeCardCode(form)).toBe('gatto-rosso-luna-427');
  expect(cardLoginSchema.safeParse({ name: 'Giulia', code: 'gatto rosso luna 427' }).success).toBe(true);
  expect(cardLoginSchema.safeParse({ name: 'Giulia', code: 'gatto rosso' }).success).toBe(false);
  expect(cardLoginSchema.safeParse({ name: 'Giulia', code: '' }).success).toBe(false);
});

test('a secret carries 256 random bits in base64url and is stored only as its hash', () => {
  const secret = newSecret();
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
  expect(newSecret()).not.toBe(secret);
  expect(hashCardSecret(secret)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashCardSecret(secret)).not.toContain(secret);
  expect(cardLoginSchema.safeParse({ secret }).success).toBe(true);
  expect(cardLoginSchema.safeParse({ secret: 'corto' }).success).toBe(false);
  expect(cardLoginSchema.safeParse({ secret, name: 'Giulia' }).success).toBe(false);
});
