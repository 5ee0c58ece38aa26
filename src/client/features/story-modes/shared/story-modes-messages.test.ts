import { expect, test } from 'vitest';
import { CAMPBELL_CARDS } from '../../../../shared/content/campbell-cards';
import { PROPP_CARDS } from '../../../../shared/content/propp-cards';
import { t } from '../../../i18n/it/story-modes';
import { campbellCardName } from '../campbell/campbell-card-tile';
import { storyStart } from '../profession/profession-machine';
import { proppCardName } from '../propp/propp-card-tile';
import { CAMPBELL_PAGE } from '../campbell/campbell-stages';

test('the count of used Propp cards is an ICU plural', () => {
  expect(t('storyModes.proppStages.le31Carte', { count: 0 })).toBe('Le 31 carte <b>(0 usate)</b>');
  expect(t('storyModes.proppStages.le31Carte', { count: 1 })).toBe('Le 31 carte <b>(1 usata)</b>');
  expect(t('storyModes.proppStages.le31Carte', { count: 7 })).toBe('Le 31 carte <b>(7 usate)</b>');
});

test('a card’s accessible name reads as before, its state chosen inside the one message', () => {
  const campbell = CAMPBELL_CARDS[0]!;
  expect(campbellCardName(campbell, false)).toBe(`Carta 1: ${campbell.title}, ${campbell.shortName}`);
  expect(campbellCardName(campbell, true)).toBe(`Carta 1: ${campbell.title}, già usata`);
  const propp = PROPP_CARDS[0]!;
  expect(proppCardName(propp)).toBe(`${propp.title}: ${propp.name}. ${propp.description}`);
  expect(proppCardName(propp, { used: true })).toBe(`${propp.title}: ${propp.name} (già usata). ${propp.description}`);
  expect(proppCardName(propp, { selected: true })).toBe(`${propp.title}: ${propp.name} (in mano). ${propp.description}`);
});

test('apostrophes and braces in what the child typed come out as typed', () => {
  expect(storyStart("Cuoco d'{alta} cucina")).toBe("Se io fossi cuoco d'{alta} cucina, ");
  expect(t('storyModes.bookPage.di', { author: "Nico l'Orso" })).toBe("di Nico l'Orso");
});

test('a message with an apostrophe reads the same with and without ICU formatting', () => {
  expect(t('storyModes.campbellPage.heading')).toBe('Il viaggio dell’eroe');
  expect(t('storyModes.cssPage.start')).toBe("Inizia l'avventura!");
});

test('a mode’s page takes its words from the catalogue, the spec’s title verbatim', () => {
  expect(CAMPBELL_PAGE.title).toBe('Carte di Campbell');
  expect(CAMPBELL_PAGE.lines.map((line) => line.text)).toHaveLength(4);
  expect(CAMPBELL_PAGE.startLabel).toBe('Inizia il viaggio');
});
