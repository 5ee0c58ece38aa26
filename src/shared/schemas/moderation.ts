import { z } from 'zod';
import { MODERATION_MESSAGES, REVIEW_NOTE_MAX } from '../messages/moderation';

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
