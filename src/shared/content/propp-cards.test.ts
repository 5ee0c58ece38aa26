import { expect, test } from 'vitest';
import { PROPP_CARD_COUNT, PROPP_CLUSTER_COUNT } from '../constants';
import { expectItalianLabels, expectNumberedInOrder } from '../../../tests/support/shared/content-properties';
import { findProppCard, PROPP_CARDS, PROPP_ICON_NAMES, proppCardsOfCluster } from './propp-cards';

test('there are 31 cards with ids 1 to 31 in order', () => {
  expect(PROPP_CARDS).toHaveLength(PROPP_CARD_COUNT);
  expectNumberedInOrder(
    PROPP_CARDS.map((c) => c.id),
    PROPP_CARD_COUNT,
    'card ids',
  );
});

test('31 distinct Italian function names, from the departure to the wedding (Propp’s order)', () => {
  expectItalianLabels(
    PROPP_CARDS.map((c) => c.name),
    'card names',
  );
  expect(PROPP_CARDS[0]?.name).toBe('Allontanamento');
  expect(PROPP_CARDS.at(-1)?.name).toBe('Nozze');
  // The straight apostrophe of the spec ("dell'eroe"), never the typographic one.
  for (const card of PROPP_CARDS) expect(card.name).not.toContain('’');
});

test('clusters hold 5/3/5/2/3/2/3/5/3 cards and run in order', () => {
  const sizes = Array.from({ length: PROPP_CLUSTER_COUNT }, (_, i) => proppCardsOfCluster(i + 1).length);
  expect(sizes).toEqual([5, 3, 5, 2, 3, 2, 3, 5, 3]);
  const clusters = PROPP_CARDS.map((c) => c.cluster);
  expect([...clusters].sort((a, b) => a - b)).toEqual(clusters);
});

test('every card has a title, a one-line description and a known icon', () => {
  for (const card of PROPP_CARDS) {
    expect(card.title.trim()).not.toBe('');
    expect(card.description.trim()).not.toBe('');
    expect(card.description).not.toContain('\n');
    expect(card.description.length).toBeLessThan(120);
    expect(PROPP_ICON_NAMES).toContain(card.icon);
  }
  expectItalianLabels(
    PROPP_CARDS.map((c) => c.title),
    'card titles',
  );
});

test('findProppCard finds by id and misses outside 1–31', () => {
  expect(findProppCard(14)?.name).toBe('Fornitura del mezzo magico');
  expect(findProppCard(0)).toBeUndefined();
  expect(findProppCard(32)).toBeUndefined();
});
