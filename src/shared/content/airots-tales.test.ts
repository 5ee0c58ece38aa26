import { expect, test } from 'vitest';
import { AIROTS_PHASE_COUNT, AIROTS_TALE_COUNT } from '../constants';
import { AIROTS_TALES, findAirotsTale } from './airots-tales';

/** Sentences of the narration: quoted speech («…») counts as part of the sentence around it. */
function sentenceCount(text: string): number {
  return text.replace(/«[^»]*»/g, 'X').match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

test('the four base tales are the spec tales, in order', () => {
  expect(AIROTS_TALES).toHaveLength(AIROTS_TALE_COUNT);
  expect(AIROTS_TALES.map((t) => t.name)).toEqual(['POLLICINO', 'CAPPUCCETTO ROSSO', 'CENERENTOLA', 'BIANCANEVE']);
  expect(new Set(AIROTS_TALES.map((t) => t.id)).size).toBe(AIROTS_TALE_COUNT);
});

test('each tale has six phases of two or three sentences, with a title and a reversal idea', () => {
  for (const tale of AIROTS_TALES) {
    expect(tale.phases).toHaveLength(AIROTS_PHASE_COUNT);
    for (const phase of tale.phases) {
      expect(phase.title.trim()).not.toBe('');
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
