import { z } from 'zod';

/** The longest note the teacher can write when she sends a story back. */
export const REVIEW_NOTE_MAX = 500;

export const MODERATION_MESSAGES = {
  noteRequired: 'Scrivi un commento per spiegare cosa rivedere',
  noteTooLong: `Il commento può avere al massimo ${REVIEW_NOTE_MAX} caratteri`,
  sentBack: 'Storia rimandata con il tuo commento',
  reasonRequired: 'Scrivi il motivo: lo leggerà chi ha scritto la storia',
  reasonTooLong: `Il motivo può avere al massimo ${REVIEW_NOTE_MAX} caratteri`,
  toRevise: 'Da rivedere',
  /** Before an author saves a published story or one waiting for moderation. */
  backToTeacher: 'Quando salvi, la storia torna alla maestra: la rileggerà prima di rimetterla fra le Storie della classe.',
} as const;

/** What the child reads under a story sent back: the teacher's own words, in «». */
export function reviewNoteSentence(note: string): string {
  return `La maestra ti chiede di rivedere la storia: «${note}»`;
}

/** POST /api/stories/:id/send-back: the teacher's comment, required. */
export const sendBackSchema = z.object({
  note: z
    .string({ error: MODERATION_MESSAGES.noteRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.noteRequired)
    .max(REVIEW_NOTE_MAX, MODERATION_MESSAGES.noteTooLong),
});
export type SendBack = z.infer<typeof sendBackSchema>;

/** POST /api/stories/:id/delete-with-reason: why the teacher deletes a child's story, required. */
export const deleteWithReasonSchema = z.object({
  reason: z
    .string({ error: MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.reasonRequired)
    .max(REVIEW_NOTE_MAX, MODERATION_MESSAGES.reasonTooLong),
});
export type DeleteWithReason = z.infer<typeof deleteWithReasonSchema>;

/** The message the author receives when the teacher deletes her story. */
export function deletedStoryMessage(title: string, reason: string): string {
  return `La maestra ha cancellato la tua storia «${title}». Ecco perché: ${reason}`;
}
