import { expect, test } from 'vitest';
import { CATEGORY_FILTER_OPTIONS, parseCategoryFilter, storiesFoundLabel } from './archive-labels';

test('the count says storia trovata for one, storie trovate otherwise', () => {
  expect(storiesFoundLabel(1)).toBe('1 storia trovata');
  expect(storiesFoundLabel(0)).toBe('0 storie trovate');
  expect(storiesFoundLabel(2)).toBe('2 storie trovate');
  // Italian groups thousands from five digits on (CLDR): 5000, 12.000.
  expect(storiesFoundLabel(5000)).toBe('5000 storie trovate');
  expect(storiesFoundLabel(12000)).toBe('12.000 storie trovate');
});

test('the filter offers every category by its display label', () => {
  expect(CATEGORY_FILTER_OPTIONS.map((o) => o.label)).toEqual([
    'Tutte le categorie',
    'Cosa farei se...',
    'Cosa Succede se...',
    'GHOST',
    'Una Parola, Tante Storie',
    'AIROTS',
    'Carte di Campbell',
    'PROPP',
  ]);
  expect(parseCategoryFilter('CSS')).toBe('CSS');
  expect(parseCategoryFilter('all')).toBeNull();
  expect(parseCategoryFilter('<script>')).toBeNull();
});
