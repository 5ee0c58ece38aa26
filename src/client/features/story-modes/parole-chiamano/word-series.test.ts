import fc from 'fast-check';
import { expect, test } from 'vitest';
import { initialKey, WORD_BANK, WORD_BANK_LETTERS } from '../../../../shared/content/word-bank';
import { seededRandom } from '../shared/random';
import { checkKeyword, checkWord, generateWordSeries, isKeywordUsed, missingKeywords, missingWordsError, seriesLetters } from './word-series';

test('a word of 4 to 6 letters is accepted', () => {
  for (const word of ['mare', 'Gatto', 'AMICO', 'perché', '  casa  ', 'XYKW']) expect(checkWord(word), word).toBeNull();
});

test('shorter or longer words give Parola non valida / La parola deve avere tra 4 e 6 lettere', () => {
  for (const word of ['', 'sì', 'ape', 'bicicletta', 'sette77']) {
    expect(checkWord(word), word).toEqual({ title: 'Parola non valida', message: 'La parola deve avere tra 4 e 6 lettere' });
  }
});

test('spaces, digits and signs inside the word are refused', () => {
  for (const word of ['ca sa', 'mar3', 'ciao!']) {
    expect(checkWord(word)?.title, word).toBe('Parola non valida');
  }
});

test('the series show one letter per character, accents folded', () => {
  expect(seriesLetters('Perchè')).toEqual(['P', 'E', 'R', 'C', 'H', 'E']);
  expect(seriesLetters(' luna ')).toEqual(['L', 'U', 'N', 'A']);
});

test('every letter of the bank yields three words that start with it', () => {
  for (const letter of WORD_BANK_LETTERS) {
    const series = generateWordSeries(letter.repeat(4), seededRandom(7));
    expect(series).toHaveLength(3);
    for (const list of series) {
      expect(list).toHaveLength(4);
      for (const word of list) expect(initialKey(word), `${letter}: ${word}`).toBe(letter);
    }
  }
});

test('any valid word gives three series, one word per letter, each starting with its letter', () => {
  const letter = fc.constantFrom(...WORD_BANK_LETTERS, 'è', 'à', 'ò', 'ù', 'é', 'ì');
  fc.assert(
    fc.property(fc.array(letter, { minLength: 4, maxLength: 6 }), fc.integer({ min: 1, max: 2 ** 31 }), (letters, seed) => {
      const word = letters.join('');
      expect(checkWord(word)).toBeNull();
      const series = generateWordSeries(word, seededRandom(seed));
      const expected = seriesLetters(word);
      expect(series).toHaveLength(3);
      for (const list of series) {
        expect(list.map((w) => initialKey(w))).toEqual(expected);
      }
    }),
  );
});

test('the three series use different words where the bank allows', () => {
  const series = generateWordSeries('mamma', seededRandom(3));
  const all = series.flat();
  expect(new Set(all).size).toBe(all.length);
  const large = generateWordSeries('zzzzzz', seededRandom(5));
  // 18 words from a bank of 12 Z words: every word of the bank is used before any repeats.
  expect(new Set(large.flat()).size).toBe(WORD_BANK.Z.length);
});

test('Riprova prefers words that were not shown before', () => {
  const first = generateWordSeries('gufo', seededRandom(11));
  const second = generateWordSeries('gufo', seededRandom(12), first);
  const before = new Set(first.flat());
  for (const word of second.flat()) expect(before.has(word), word).toBe(false);
});

test('the random source decides the words', () => {
  expect(generateWordSeries('luna', seededRandom(1))).toEqual(generateWordSeries('luna', seededRandom(1)));
  expect(generateWordSeries('luna', seededRandom(1))).not.toEqual(generateWordSeries('luna', seededRandom(2)));
});

test('a keyword may only be changed to a word with the same initial', () => {
  expect(checkKeyword('G', 'gelato')).toBeNull();
  expect(checkKeyword('G', 'Gigante')).toBeNull();
  expect(checkKeyword('E', 'èlfo')).toBeNull();
  expect(checkKeyword('è', 'Elefante')).toBeNull();
  expect(checkKeyword('G', 'topo')).toEqual({ title: 'Lettera non corretta', message: 'La parola deve iniziare con "G"' });
  expect(checkKeyword('m', '  ')).toEqual({ title: 'Lettera non corretta', message: 'La parola deve iniziare con "M"' });
});

test('keywords are found case-insensitively', () => {
  expect(isKeywordUsed('Drago', 'Il DRAGO dormiva.')).toBe(true);
  expect(isKeywordUsed('città', 'Nella CITTÀ')).toBe(true);
  expect(isKeywordUsed('luna', 'il sole')).toBe(false);
  expect(isKeywordUsed('', 'qualsiasi')).toBe(false);
  expect(missingKeywords(['mare', 'Orso', 'gufo'], 'Un orso al mare')).toEqual(['gufo']);
});

test('missing words are listed as Parole mancanti / Inserisci tutte le parole: {list}', () => {
  expect(missingWordsError(['gufo', 'ape'])).toEqual({ title: 'Parole mancanti', message: 'Inserisci tutte le parole: gufo, ape' });
});
