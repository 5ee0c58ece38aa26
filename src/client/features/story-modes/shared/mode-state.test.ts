import { z } from 'zod';
import { expect, test } from 'vitest';
import type { StorySavePayload } from './editor-state';
import { initialTranslatableFields, leftBehind, parseDraft, reopenedStoryFields, savePayload, translatableFieldsShape } from './mode-state';

const schema = z.object({ text: z.string(), ...translatableFieldsShape(z.object({ text: z.string() })) });
const fresh = () => ({ text: '', ...initialTranslatableFields() });

test('a new story is untitled, in Italian, unsaved and not translated; the schema accepts it', () => {
  expect(fresh()).toEqual({ text: '', title: '', language: 'italian', error: null, storyId: null, saved: false, original: null, translating: false });
  expect(schema.parse(fresh())).toEqual(fresh());
});

test('a reopened story keeps its id, title and language and counts as saved', () => {
  expect(reopenedStoryFields({ id: 's-1', title: 'La neve', language: 'english' })).toEqual({
    title: 'La neve',
    language: 'english',
    storyId: 's-1',
    saved: true,
  });
});

test('the save payload updates the saved story and carries the language', () => {
  const story: Omit<StorySavePayload, 'id' | 'language'> = { content: 'C’era una volta.', status: 'completed', mode: 'GHOST', answers: ['a'], modeState: null };
  expect(savePayload({ storyId: null, language: 'italian' }, story)).toEqual({ ...story, language: 'italian' });
  expect(savePayload({ storyId: 's-1', language: 'english' }, story)).toEqual({ ...story, id: 's-1', language: 'english' });
});

test('a draft leaves a running translation and a message behind; a foreign value is refused', () => {
  const draftSchema = schema.transform(leftBehind);
  const written = { ...fresh(), text: 'Ciao', translating: true, error: { title: 'Errore', message: 'Riprova' } };
  expect(parseDraft(draftSchema, JSON.parse(JSON.stringify(written)))).toEqual({ ...written, translating: false, error: null });
  expect(parseDraft(draftSchema, { ...written, language: 'klingon' })).toBeNull();
  expect(parseDraft(draftSchema, 'x')).toBeNull();
  expect(parseDraft(schema, written)).toEqual(written);
});
