import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Optional title for the toast (spec: 'Account Bloccato', 'Errore'). */
    title: z.string().optional(),
    /** Per-field messages for forms. */
    fields: z.record(z.string(), z.string()).optional(),
    /** A failed outside service's status and message: only ever sent to the superuser (AI helpers). */
    details: z.object({ status: z.number().nullable(), message: z.string() }).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Messages of spec 000 §8 shared by server and client. */
export const AUTH_MESSAGES = API_MESSAGES.auth;
