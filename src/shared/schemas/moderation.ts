import { z } from 'zod';
import { MODERATION_MESSAGES, REVIEW_NOTE_MAX } from '../messages/moderation';
import { requiredText } from './required-text';

/** POST /api/stories/:id/send-back: the teacher's comment, required. */
export const sendBackSchema = z.object({ note: requiredText(REVIEW_NOTE_MAX, MODERATION_MESSAGES.noteRequired, MODERATION_MESSAGES.noteTooLong) });

/** POST /api/stories/:id/delete-with-reason: why the teacher deletes a child's story, required. */
export const deleteWithReasonSchema = z.object({
  reason: requiredText(REVIEW_NOTE_MAX, MODERATION_MESSAGES.reasonRequired, MODERATION_MESSAGES.reasonTooLong),
});
