import { expect, test } from 'vitest';
import { PROPP_CARD_COUNT, PROPP_CLUSTER_COUNT } from '../constants';
import { findProppCard, PROPP_CARDS, PROPP_ICON_NAMES, proppCardsOfCluster } from './propp-cards';

const SPEC_NAMES = [
  'Allontanamento', 'Divieto', 'Infrazione', 'Investigazione', 'Delazione', 'Tranello', 'Connivenza',
  'Danneggiamento', 'Mediazione', "Consenso dell'eroe", "Partenza dell'eroe", "L'eroe messo alla prova",
  "Reazione dell'eroe", 'Fornitura del mezzo magico', "Trasferimento dell'eroe", 'Lotta', "Marchiatura dell'eroe",
  'Vittoria', 'Rimozione', 'Ritorno', 'Persecuzione', 'Salvataggio', 'Arrivo in incognito',
  'Pretese del falso eroe', 'Compito difficile', 'Esecuzione', 'Riconoscimento', 'Smascheramento',
  'Trasfigurazione', 'Punizione', 'Nozze',
];

test('there are 31 cards with ids 1 to 31 in order', () => {
  expect(PROPP_CARDS).toHaveLength(PROPP_CARD_COUNT);
  expect(PROPP_CARDS.map((c) => c.id)).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
});

test('card names are the spec names, verbatim and in order', () => {
  expect(PROPP_CARDS.map((c) => c.name)).toEqual(SPEC_NAMES);
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
  expect(new Set(PROPP_CARDS.map((c) => c.title)).size).toBe(PROPP_CARD_COUNT);
});

test('findProppCard finds by id and misses outside 1–31', () => {
  expect(findProppCard(14)?.name).toBe('Fornitura del mezzo magico');
  expect(findProppCard(0)).toBeUndefined();
  expect(findProppCard(32)).toBeUndefined();
});
