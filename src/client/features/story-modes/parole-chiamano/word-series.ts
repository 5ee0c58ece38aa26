import { WORD_MAX_LENGTH, WORD_MIN_LENGTH, WORD_SERIES_COUNT } from '../../../../shared/constants';
import { letterKey, WORD_BANK, wordLetters, type WordBankLetter } from '../../../../shared/content/word-bank';
import type { EditorError } from '../shared/editor-state';
import { shuffled, type RandomSource } from '../shared/random';
import { t } from '../../../i18n/it/story-modes';

/**
 * The word series of "Una Parola, Tante Storie" (spec 001 §3–5): from a word of 4–6 letters,
 * three series A, B and C with one word of the bank per letter.
 */

export const SERIES_NAMES = ['A', 'B', 'C'] as const;

export const INVALID_WORD_LENGTH: EditorError = { title: t('storyModes.wordSeries.parolaNonValida'), message: t('storyModes.wordSeries.laParolaDeveAvereTra') };
export const INVALID_WORD_LETTERS: EditorError = {
  title: t('storyModes.wordSeries.parolaNonValida'),
  message: t('storyModes.wordSeries.usaSoloLettereNienteSpazi'),
};

export function wrongLetterError(letter: string): EditorError {
  return { title: t('storyModes.wordSeries.letteraNonCorretta'), message: t('storyModes.wordSeries.laParolaDeveIniziareCon', { letter }) };
}

export function missingWordsError(missing: readonly string[]): EditorError {
  return { title: t('storyModes.wordSeries.paroleMancanti'), message: t('storyModes.wordSeries.inserisciTutteLeParole', { words: missing.join(', ') }) };
}

/** The entered word as the machine keeps it: trimmed, accents composed. */
export function normaliseWord(word: string): string {
  return word.trim().normalize('NFC');
}

/** 'Parola non valida' unless the word has 4 to 6 letters, every one of them in the bank. */
export function checkWord(word: string): EditorError | null {
  const letters = wordLetters(normaliseWord(word));
  if (letters.length < WORD_MIN_LENGTH || letters.length > WORD_MAX_LENGTH) return INVALID_WORD_LENGTH;
  if (letters.some((letter) => letterKey(letter) === null)) return INVALID_WORD_LETTERS;
  return null;
}

/** The letters of the word as the series show them: 'Amore' → A, M, O, R, E; 'è' → E. */
export function seriesLetters(word: string): string[] {
  return wordLetters(normaliseWord(word)).map((letter) => letterKey(letter) ?? letter.toUpperCase());
}

/** A keyword may be changed only to a word that starts with its letter (accents and case ignored). */
export function checkKeyword(letter: string, keyword: string): EditorError | null {
  const first = wordLetters(keyword.trim())[0];
  const expected = letterKey(letter) ?? letter.toUpperCase();
  if (first === undefined || (letterKey(first) ?? first.toUpperCase()) !== expected) return wrongLetterError(expected);
  return null;
}

/**
 * Three series (A, B, C), one word per letter. Words differ across the series and across
 * repeated letters for as long as the bank allows; after that they start over. Given the
 * previous series ('Riprova'), words not shown before come first.
 */
export function generateWordSeries(word: string, random: RandomSource = Math.random, previous: readonly (readonly string[])[] = []): string[][] {
  const seen = new Set(previous.flat().map((w) => w.toLowerCase()));
  const pools = new Map<WordBankLetter, { words: string[]; next: number }>();
  const series: string[][] = Array.from({ length: WORD_SERIES_COUNT }, () => []);
  for (const letter of wordLetters(normaliseWord(word))) {
    const key = letterKey(letter);
    for (const list of series) {
      if (key === null) {
        list.push(letter.toLowerCase());
        continue;
      }
      let pool = pools.get(key);
      if (!pool) {
        const mixed = shuffled(WORD_BANK[key], random);
        pool = { words: [...mixed.filter((w) => !seen.has(w)), ...mixed.filter((w) => seen.has(w))], next: 0 };
        pools.set(key, pool);
      }
      list.push(pool.words[pool.next % pool.words.length] ?? letter.toLowerCase());
      pool.next += 1;
    }
  }
  return series;
}

/** A keyword counts as used when it appears anywhere in the text, case ignored. */
export function isKeywordUsed(keyword: string, text: string): boolean {
  const wanted = keyword.trim().toLocaleLowerCase('it');
  return wanted.length > 0 && text.toLocaleLowerCase('it').includes(wanted);
}

/** The keywords that do not appear in the text yet, in their order. */
export function missingKeywords(keywords: readonly string[], text: string): string[] {
  return keywords.filter((keyword) => !isKeywordUsed(keyword, text));
}
