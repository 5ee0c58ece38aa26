import { expect, test } from 'vitest';
import { CAMPBELL_CARD_COUNT } from '../constants';
import { CAMPBELL_CARDS, CAMPBELL_ICON_NAMES } from './campbell-cards';

test('twelve cards with the spec titles verbatim and in order', () => {
  expect(CAMPBELL_CARDS).toHaveLength(CAMPBELL_CARD_COUNT);
  expect(CAMPBELL_CARDS.map((c) => c.title)).toEqual([
    'Il mondo di tutti i giorni',
    'Qualcosa lo chiama',
    'Non vuole partire (ma qualcosa lo spinge)',
    'Un incontro che cambia tutto',
    'La soglia del viaggio',
    'Prove, amici, nemici',
    'Vicino al cuore del problema',
    'La sfida centrale',
    'Una ricompensa inattesa',
    'Strada del ritorno',
    'Ultima prova',
    'Il nuovo inizio',
  ]);
  expect(CAMPBELL_CARDS.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
});

test('every card has a short name, a question for a child and a known icon', () => {
  for (const card of CAMPBELL_CARDS) {
    expect(card.shortName.trim().length).toBeGreaterThan(0);
    expect(card.question).toMatch(/\?$/);
    expect(CAMPBELL_ICON_NAMES).toContain(card.icon);
  }
});
