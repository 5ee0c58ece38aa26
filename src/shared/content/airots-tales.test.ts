import { expect, test } from 'vitest';
import { AIROTS_PHASE_COUNT, AIROTS_TALE_COUNT } from '../constants';
import { AIROTS_TALE_IDS, AIROTS_TALES, findAirotsTale } from './airots-tales';
import { expectItalianLabels } from '../../../tests/support/shared/content-properties';

/** Sentences of the narration: quoted speech («…») counts as part of the sentence around it. */
function sentenceCount(text: string): number {
  return text.replace(/«[^»]*»/g, 'X').match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

test('four base tales (spec 001 §9), each named in capitals after its id, in the order of the ids', () => {
  expect(AIROTS_TALES).toHaveLength(AIROTS_TALE_COUNT);
  expect(AIROTS_TALES.map((t) => t.id)).toEqual([...AIROTS_TALE_IDS]);
  expectItalianLabels(
    AIROTS_TALES.map((t) => t.name),
    'tale names',
  );
  for (const tale of AIROTS_TALES) {
    expect(tale.name).toBe(tale.name.toUpperCase());
    expect(tale.id).toBe(tale.name.replace(/ /g, '_'));
  }
  expect(AIROTS_TALES[0]?.name).toBe('POLLICINO');
});

test('each tale has six phases of two or three sentences, with a title and a reversal idea', () => {
  for (const tale of AIROTS_TALES) {
    expect(tale.phases).toHaveLength(AIROTS_PHASE_COUNT);
    for (const phase of tale.phases) {
      expect(phase.title.trim()).not.toBe('');
      expect(phase.text).toBe(phase.text.trim());
      expect(phase.reverseIdea).toMatch(/\?$/);
      const sentences = sentenceCount(phase.text);
      expect(sentences, `${tale.name}: ${phase.text}`).toBeGreaterThanOrEqual(2);
      expect(sentences, `${tale.name}: ${phase.text}`).toBeLessThanOrEqual(3);
    }
  }
});

test('findAirotsTale finds by id', () => {
  expect(findAirotsTale('CAPPUCCETTO_ROSSO')?.name).toBe('CAPPUCCETTO ROSSO');
  expect(findAirotsTale('PINOCCHIO')).toBeUndefined();
});
