import { expect, test } from 'vitest';
import type { z } from 'zod';
import { withOriginal, withTranslation, type textSnapshotSchema } from './text-translation';

type TextSnapshot = z.infer<typeof textSnapshotSchema>;
type TextTranslatable = TextSnapshot & { original: TextSnapshot | null; translating: boolean; saved: boolean };

const story: TextTranslatable = { language: 'italian', title: 'Il drago', text: 'C’era un drago.', original: null, translating: true, saved: true };

test('a translation replaces title and text and keeps the first original', () => {
  const english = withTranslation(story, { language: 'english', title: 'The dragon', text: 'There was a dragon.' });
  expect(english).toEqual({
    language: 'english',
    title: 'The dragon',
    text: 'There was a dragon.',
    original: { language: 'italian', title: 'Il drago', text: 'C’era un drago.' },
    translating: false,
    saved: false,
  });
  const again = withTranslation({ ...english, translating: true }, { language: 'italian', title: 'Il drago!', text: 'C’era un drago!' });
  expect(again.original).toEqual(english.original);
});

test('the original comes back exactly; without one the state is left as it is', () => {
  const english = withTranslation(story, { language: 'english', title: 'The dragon', text: 'There was a dragon.' });
  expect(withOriginal(english)).toEqual({ ...story, translating: false, saved: false });
  expect(withOriginal(story)).toBe(story);
});
