import { expect, test } from 'vitest';
import { CSS_GUIDE_QUESTION_COUNT, CSS_QUESTIONS_PER_THEME, CSS_THEME_COUNT } from '../constants';
import { expectItalianLabels } from '../../../tests/support/shared/content-properties';
import { CSS_GUIDE_QUESTIONS, CSS_THEME_NAMES, CSS_THEMES } from './css-questions';

test('five themes with distinct Italian names, one per theme name and in its order', () => {
  expect(CSS_THEMES).toHaveLength(CSS_THEME_COUNT);
  expect(CSS_THEMES.map((t) => t.name)).toEqual([...CSS_THEME_NAMES]);
  expectItalianLabels(
    CSS_THEMES.map((t) => t.name),
    'theme names',
  );
});

test('five distinct "Cosa succede se...?" questions per theme', () => {
  const all = CSS_THEMES.flatMap((t) => t.questions);
  for (const theme of CSS_THEMES) {
    expect(theme.questions, theme.name).toHaveLength(CSS_QUESTIONS_PER_THEME);
    for (const q of theme.questions) expect(q).toMatch(/^Cosa succede se .+\?$/);
  }
  expect(new Set(all).size).toBe(all.length);
});

test('seven guide questions following spec 001 §3', () => {
  expect(CSS_GUIDE_QUESTIONS).toHaveLength(CSS_GUIDE_QUESTION_COUNT);
  const [first, place, happy, no, moment, decides, world] = CSS_GUIDE_QUESTIONS.map((g) => g.question);
  expect(first).toMatch(/per primo/);
  expect(place).toMatch(/villaggio.*scuola.*casa/);
  expect(happy).toMatch(/contento e chi no/);
  expect(no).toContain('NO');
  expect(moment).toMatch(/buffo.*spaventoso/);
  expect(decides).toMatch(/decide/);
  expect(world).toMatch(/mondo adesso/);
  for (const g of CSS_GUIDE_QUESTIONS) {
    expect(g.question).toMatch(/\?$/);
    expect(g.hint.length).toBeGreaterThan(10);
  }
});
