import { expect, test } from 'vitest';
import { expectItalianLabels } from '../../../tests/support/shared/content-properties';
import { builtInProfessions, FEMALE_PROFESSIONS, MALE_PROFESSIONS, PROFESSION_PAIRS } from './professions';

test('about one hundred professions for each gender', () => {
  expect(MALE_PROFESSIONS.length).toBeGreaterThanOrEqual(100);
  expect(FEMALE_PROFESSIONS.length).toBeGreaterThanOrEqual(100);
  expect(MALE_PROFESSIONS.length).toBeLessThanOrEqual(130);
  expect(builtInProfessions('male')).toBe(MALE_PROFESSIONS);
  expect(builtInProfessions('female')).toBe(FEMALE_PROFESSIONS);
});

test('the feminine forms are the correct Italian ones', () => {
  const feminine = new Map(PROFESSION_PAIRS.map(([m, f]) => [m, f]));
  expect(feminine.get('Maestro')).toBe('Maestra');
  expect(feminine.get('Dottore')).toBe('Dottoressa');
  expect(feminine.get('Astronauta')).toBe('Astronauta');
  expect(feminine.get('Pasticcere')).toBe('Pasticcera');
  expect(feminine.get('Pittore')).toBe('Pittrice');
  expect(feminine.get('Professore')).toBe('Professoressa');
  expect(feminine.get('Poeta')).toBe('Poetessa');
  // Agent nouns in -tore become -trice; Dottore and Pastore are not agent nouns.
  const notAgentNouns = new Set(['Dottore', 'Pastore']);
  for (const [male, female] of PROFESSION_PAIRS) {
    if (male.endsWith('tore') && !notAgentNouns.has(male)) expect(female, male).toMatch(/trice$/);
    if (male.endsWith('ista')) expect(female, male).toBe(male);
  }
});

test('every profession has its feminine form, side by side in the same order', () => {
  expect(FEMALE_PROFESSIONS).toHaveLength(MALE_PROFESSIONS.length);
  PROFESSION_PAIRS.forEach(([male, female], i) => {
    expect(MALE_PROFESSIONS[i]).toBe(male);
    expect(FEMALE_PROFESSIONS[i]).toBe(female);
    expect(female.trim(), male).not.toBe('');
    // A masculine noun in -o has its feminine in -a (Maestro → Maestra, Cuoco → Cuoca): the head word counts.
    const [head = '', femaleHead = ''] = [male.split(' ')[0], female.split(' ')[0]];
    if (/o$/.test(head)) expect(femaleHead, male).toMatch(/a$/);
  });
});

test('no duplicates, every name capitalised and trimmed', () => {
  expectItalianLabels(MALE_PROFESSIONS, 'male professions');
  for (const list of [MALE_PROFESSIONS, FEMALE_PROFESSIONS]) {
    const lower = list.map((p) => p.toLowerCase());
    expect(new Set(lower).size).toBe(list.length);
    for (const p of list) {
      expect(p).toBe(p.trim());
      expect(p[0]).toBe(p[0]?.toUpperCase());
    }
  }
});
