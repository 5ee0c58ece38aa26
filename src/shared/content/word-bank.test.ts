import { expect, test } from 'vitest';
import { initialKey, letterKey, WORD_BANK, WORD_BANK_LETTERS, wordLetters } from './word-bank';

const ITALIAN_ALPHABET = 'ABCDEFGHILMNOPQRSTUVZ'.split('');

test('the bank covers the Italian alphabet and J, K, W, X, Y', () => {
  for (const letter of [...ITALIAN_ALPHABET, 'J', 'K', 'W', 'X', 'Y']) {
    expect(WORD_BANK_LETTERS).toContain(letter);
  }
  expect(Object.keys(WORD_BANK).sort()).toEqual([...WORD_BANK_LETTERS].sort());
});

test('every letter has at least nine words', () => {
  for (const letter of WORD_BANK_LETTERS) {
    expect(WORD_BANK[letter].length, letter).toBeGreaterThanOrEqual(9);
  }
});

test('every word really starts with its letter', () => {
  for (const letter of WORD_BANK_LETTERS) {
    for (const word of WORD_BANK[letter]) {
      expect(initialKey(word), `${letter}: ${word}`).toBe(letter);
    }
  }
});

test('no word appears twice in the whole bank', () => {
  const all = WORD_BANK_LETTERS.flatMap((letter) => WORD_BANK[letter].map((w) => w.toLowerCase()));
  expect(new Set(all).size).toBe(all.length);
});

test('words are lowercase, trimmed, without spaces or digits', () => {
  for (const letter of WORD_BANK_LETTERS) {
    for (const word of WORD_BANK[letter]) {
      expect(word).toBe(word.trim().toLowerCase());
      expect(word).toMatch(/^[\p{L}-]+$/u);
    }
  }
});

test('accented and uppercase initials map to their letter', () => {
  expect(letterKey('è')).toBe('E');
  expect(letterKey('É')).toBe('E');
  expect(letterKey('à')).toBe('A');
  expect(letterKey('ò')).toBe('O');
  expect(letterKey('ù')).toBe('U');
  expect(letterKey('ì')).toBe('I');
  expect(letterKey('z')).toBe('Z');
  expect(initialKey('È arrivato')).toBe('E');
  expect(initialKey('  ecco')).toBe('E');
});

test('characters outside the bank have no letter', () => {
  expect(letterKey('3')).toBeNull();
  expect(letterKey(' ')).toBeNull();
  expect(letterKey('ß')).toBeNull();
  expect(initialKey('')).toBeNull();
});

test('a decomposed accented letter counts as one letter', () => {
  expect(wordLetters('perche\u0301')).toHaveLength(6);
});
