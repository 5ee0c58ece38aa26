import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';
import { WORKSHOP_TEXT_MAX, WORKSHOP_TITLE_MAX } from '../constants';
export { WORKSHOP_TEXT_MAX, WORKSHOP_TITLE_MAX };
import { checkContent } from '../content-check';
import { requiredText } from './required-text';

/** Laboratorio: a live group workshop. Inputs of the REST routes and of the socket. */

export const WORKSHOP_METHODS = ['PROPP', 'CAMPBELL', 'CSS', 'PAROLE_CHIAMANO'] as const;
export type WorkshopMethod = (typeof WORKSHOP_METHODS)[number];

export const WORKSHOP_METHOD_LABELS: Record<WorkshopMethod, string> = {
  PROPP: 'PROPP serial',
  CAMPBELL: 'Carte di Campbell',
  CSS: 'Cosa Succede se...',
  PAROLE_CHIAMANO: 'Una Parola, Tante Storie',
};

/** 'turns': one child at a time ('a turno'); 'together': every child may propose ('tutti insieme'). */
export const TURN_MODES = ['turns', 'together'] as const;
export type TurnMode = (typeof TURN_MODES)[number];
export const TURN_MODE_LABELS: Record<TurnMode, string> = { turns: 'a turno', together: 'tutti insieme' };

export const WORKSHOP_PARTICIPANTS_MAX = 40;
export const WORKSHOP_SIGNATURE_MAX = 60;
/** Join codes: 6 characters from an alphabet without look-alikes (0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 6;
export const JOIN_CODE_HOURS = 4;
/** A client may send this many socket messages per window; beyond that they are refused. */
export const SOCKET_MESSAGES_PER_WINDOW = 20;
export const SOCKET_WINDOW_MS = 10_000;

export const WORKSHOP_MESSAGES = API_MESSAGES.workshop;

const idSchema = z.string().trim().min(1).max(200);

/** Trimmed, not empty, at most `max` characters, no code (checkContent). */
function cleanText(max: number, required: string, tooLong: string) {
  return requiredText(max, required, tooLong).superRefine((text, ctx) => {
    const check = checkContent(text);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.reason });
  });
}

/** A paragraph or proposal. */
export const workshopTextSchema = cleanText(WORKSHOP_TEXT_MAX, WORKSHOP_MESSAGES.textRequired, WORKSHOP_MESSAGES.textTooLong);
export const workshopTitleSchema = cleanText(WORKSHOP_TITLE_MAX, WORKSHOP_MESSAGES.titleRequired, WORKSHOP_MESSAGES.titleTooLong);

export const workshopCreateSchema = z
  .object({
    method: z.enum(WORKSHOP_METHODS, { error: WORKSHOP_MESSAGES.methodInvalid }),
    turnMode: z.enum(TURN_MODES, { error: WORKSHOP_MESSAGES.turnModeInvalid }),
    /** Optional group: only these children may join. Empty: any logged-in child with the code. */
    participantIds: z.array(idSchema).max(WORKSHOP_PARTICIPANTS_MAX).default([]),
    /** Una Parola, Tante Storie: the word whose letters give the series. */
    word: z
      .string()
      .trim()
      .regex(/^\p{L}{3,10}$/u, WORKSHOP_MESSAGES.wordInvalid)
      .optional(),
    /** Cosa Succede se...: the starting question; one is drawn when left out. */
    cssQuestion: z.string().trim().min(1).max(300).optional(),
    /** How the story is signed: the group's or the class's name ('Classe 3ªB'); 'La classe' when left out. */
    signature: cleanText(WORKSHOP_SIGNATURE_MAX, WORKSHOP_MESSAGES.signatureRequired, WORKSHOP_MESSAGES.signatureTooLong).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.method === 'PAROLE_CHIAMANO' && !v.word) ctx.addIssue({ code: 'custom', path: ['word'], message: WORKSHOP_MESSAGES.wordInvalid });
  });
export type WorkshopCreateInput = z.input<typeof workshopCreateSchema>;
export type WorkshopCreate = z.output<typeof workshopCreateSchema>;

export const joinCodeSchema = z
  .string({ error: WORKSHOP_MESSAGES.codeInvalid })
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .length(JOIN_CODE_LENGTH, WORKSHOP_MESSAGES.codeInvalid)
      .regex(new RegExp(`^[${JOIN_CODE_ALPHABET}]+$`), WORKSHOP_MESSAGES.codeInvalid),
  );

export const workshopJoinSchema = z.object({ code: joinCodeSchema }).strict();
export const workshopIdParamsSchema = z.object({ id: z.string().trim().min(1, WORKSHOP_MESSAGES.notFound).max(100, WORKSHOP_MESSAGES.notFound) });

/** Every action a client may send on the socket. Who may send which is decided by the machine. */
export const workshopActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('propose'), text: workshopTextSchema }).strict(),
  z.object({ type: z.literal('accept'), proposalId: idSchema, text: workshopTextSchema.optional() }).strict(),
  z.object({ type: z.literal('ask_again'), proposalId: idSchema }).strict(),
  z.object({ type: z.literal('next_step') }).strict(),
  z.object({ type: z.literal('skip_turn') }).strict(),
  z.object({ type: z.literal('give_turn'), userId: idSchema }).strict(),
  z.object({ type: z.literal('pause') }).strict(),
  z.object({ type: z.literal('resume') }).strict(),
  z.object({ type: z.literal('remove_participant'), userId: idSchema }).strict(),
  z.object({ type: z.literal('end'), title: workshopTitleSchema }).strict(),
]);
export type WorkshopAction = z.output<typeof workshopActionSchema>;

/** A socket message from a client: an action, or a ping that keeps the line open. */
export const workshopClientMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('action'), action: workshopActionSchema }).strict(),
  z.object({ kind: z.literal('ping') }).strict(),
]);
export type WorkshopClientMessage = z.input<typeof workshopClientMessageSchema>;
