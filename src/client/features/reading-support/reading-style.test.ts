import { expect, test } from 'vitest';
import { DEFAULT_READING_SETTINGS } from '../../../shared/schemas/reading-settings';
import { applyReadingStyle, readingStyle } from './reading-style';

test('the default settings and no profile change nothing', () => {
  expect(readingStyle(DEFAULT_READING_SETTINGS)).toEqual({ classes: [], vars: {} });
  expect(readingStyle(null)).toEqual({ classes: [], vars: {} });
});

test('each chosen setting adds its class and value', () => {
  const style = readingStyle({
    font: 'opendyslexic',
    uppercase: true,
    textSize: 3,
    letterSpacing: 1,
    wordSpacing: 2,
    lineSpacing: 1,
    shortLines: true,
    ruler: true,
  });
  expect(style.classes).toEqual(['rs-font', 'rs-upper', 'rs-size', 'rs-letter', 'rs-word', 'rs-line', 'rs-short', 'rs-ruler']);
  expect(style.vars).toEqual({
    '--reading-font-family': "'OpenDyslexic', 'Comic Sans MS', sans-serif",
    '--reading-font-size': '2rem',
    '--reading-letter-spacing': '0.06em',
    '--reading-word-spacing': '0.32em',
    '--reading-line-height': '2',
  });
});

test('applying a new style removes what the previous one set', () => {
  const root = document.createElement('html');
  root.classList.add('keep-me');
  applyReadingStyle(root, readingStyle({ ...DEFAULT_READING_SETTINGS, font: 'lexend', textSize: 2 }));
  expect([...root.classList].sort()).toEqual(['keep-me', 'rs-font', 'rs-size']);
  expect(root.style.getPropertyValue('--reading-font-size')).toBe('1.625rem');
  applyReadingStyle(root, readingStyle({ ...DEFAULT_READING_SETTINGS, uppercase: true }));
  expect([...root.classList].sort()).toEqual(['keep-me', 'rs-upper']);
  expect(root.style.getPropertyValue('--reading-font-size')).toBe('');
  expect(root.style.getPropertyValue('--reading-font-family')).toBe('');
});
