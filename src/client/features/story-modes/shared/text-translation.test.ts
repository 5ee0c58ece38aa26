import { expect, test } from 'vitest';
import { withOriginalText, withTranslatedText, type TextTranslatable } from './text-translation';

const story: TextTranslatable = { language: 'italian', title: 'Il drago', text: 'C’era un drago.', original: null, translating: true, saved: true };

test('a translation replaces title and text and keeps the first original', () => {
  const english = withTranslatedText(story, { language: 'english', title: 'The dragon', text: 'There was a dragon.' });
  expect(english).toEqual({
    language: 'english',
    title: 'The dragon',
    text: 'There was a dragon.',
    original: { language: 'italian', title: 'Il drago', text: 'C’era un drago.' },
    translating: false,
    saved: false,
  });
  const again = withTranslatedText({ ...english, translating: true }, { language: 'italian', title: 'Il drago!', text: 'C’era un drago!' });
  expect(again.original).toEqual(english.original);
});

test('the original comes back exactly; without one the state is left as it is', () => {
  const english = withTranslatedText(story, { language: 'english', title: 'The dragon', text: 'There was a dragon.' });
  expect(withOriginalText(english)).toEqual({ ...story, translating: false, saved: false });
  expect(withOriginalText(story)).toBe(story);
});
