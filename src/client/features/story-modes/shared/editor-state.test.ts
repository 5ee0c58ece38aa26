import { expect, test } from 'vitest';
import { errorLine, hasText, replaceAt, textsOfLength, touched } from './editor-state';

test('only spaces and new lines are not text', () => {
  expect(hasText(' \n\t ')).toBe(false);
  expect(hasText(' a ')).toBe(true);
});

test('a list of texts is fitted to its length, missing ones empty', () => {
  expect(textsOfLength([], 3)).toEqual(['', '', '']);
  expect(textsOfLength(['a', 'b'], 3)).toEqual(['a', 'b', '']);
  expect(textsOfLength(['a', 'b', 'c', 'd'], 2)).toEqual(['a', 'b']);
});

test('replacing an item copies the list and leaves the input alone', () => {
  const items = ['a', 'b', 'c'];
  expect(replaceAt(items, 1, 'x')).toEqual(['a', 'x', 'c']);
  expect(replaceAt(items, 5, 'x')).toEqual(['a', 'b', 'c']);
  expect(items).toEqual(['a', 'b', 'c']);
});

test('a touched state is no longer saved', () => {
  expect(touched({ saved: true, text: 'a' }, { text: 'b' })).toEqual({ saved: false, text: 'b' });
});

test('a message under a field reads as one line', () => {
  expect(errorLine({ title: 'Risposta richiesta', message: 'Inserisci una risposta prima di continuare' })).toBe(
    'Risposta richiesta: Inserisci una risposta prima di continuare',
  );
  expect(errorLine(null)).toBeUndefined();
});
