import { z } from 'zod';
import { SCIENCE_EXCERPT_LENGTH } from '../constants';
import { flagSchema, readingStorySchema } from './reading-story';

/** Spec 000 §5 and §8 messages for science stories. */
export const SCIENCE_STORY_MESSAGES = {
  required: 'Titolo e contenuto sono obbligatori',
  saved: 'Storia scientifica salvata con successo',
  deleted: 'Storia scientifica eliminata con successo',
  saveFailed: 'Si è verificato un errore durante il salvataggio',
  contentHint: 'Questa è una magia della natura',
  notFound: 'Storia non trovata',
  notFoundDescription: 'La storia richiesta non è più disponibile',
  loadFailed: 'Impossibile caricare le storie',
} as const;

/** Science stories are created by the superuser (spec 000 §3). */
export const SCIENCE_STORY_AUTHOR = 'superuser';

const required = z.string({ error: SCIENCE_STORY_MESSAGES.required }).trim().min(1, SCIENCE_STORY_MESSAGES.required);

/** Title and content required, trimmed; no length limit (spec 000 §5). */
export const scienceStoryFormSchema = z.object({ title: required, content: required });
export type ScienceStoryFormInput = z.input<typeof scienceStoryFormSchema>;

export const scienceStoryInputSchema = scienceStoryFormSchema.extend({ removeImage: flagSchema });

/** A reading story's shape, whose author is always there ('superuser'). */
export const scienceStorySchema = readingStorySchema.extend({ author: z.string() });
export type ScienceStory = z.infer<typeof scienceStorySchema>;

/** The first 150 characters of a story for the science list, cut at a word when possible. */
export function scienceExcerpt(content: string, length = SCIENCE_EXCERPT_LENGTH): string {
  const text = content.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  const shortened = (lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.!?\-–—]+$/u, '');
  return `${shortened}…`;
}
