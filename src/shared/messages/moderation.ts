/**
 * What moderation says, apart from its zod schemas so that a child's screens can show a note
 * without loading zod.
 */
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

/** The message the author receives when the teacher deletes her story. */
export function deletedStoryMessage(title: string, reason: string): string {
  return `La maestra ha cancellato la tua storia «${title}». Ecco perché: ${reason}`;
}
