import { z } from 'zod';
import { adultNameSchema } from './profile';
import { profileSelectionSchema } from './profile-selection';

/**
 * The family letter: a page for the adult at home with a link (its secret in the URL fragment, so
 * it never reaches a server log) and a typed code, with which the adult gives consent for the
 * child from home. The same words reach the PDF, the API's answers and the /family-consent screen.
 */

/** What the superuser records when no adult's name is typed for a paper consent. */
export const PAPER_CONSENT_ADULT = 'consenso su carta raccolto';

/** The code's letters and digits: no I, O, 0 or 1, which read alike. 32 symbols = 5 bits each. */
export const FAMILY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 12 symbols × 5 bits = 60 bits, printed in groups of 4 ('ABCD-EFGH-JKLM'). */
export const FAMILY_CODE_LENGTH = 12;

export const FAMILY_LETTER_MESSAGES = {
  notFound: 'Questa lettera non è valida o è stata sostituita da una più nuova. Controlla il codice, oppure chiedi una nuova lettera a chi gestisce FantasMia.',
  used: 'Il consenso con questa lettera è già stato dato. Non serve fare altro: il profilo è attivo.',
  alreadyGiven: 'Il consenso per questo profilo è già stato registrato. Non serve fare altro.',
  secretInvalid: 'Il collegamento della lettera non è completo. Prova a inquadrare di nuovo il codice QR, oppure scrivi il codice della lettera.',
  codeInvalid: 'Il codice ha 12 lettere e numeri, come nella lettera (per esempio ABCD-EFGH-JKLM).',
  secretOrCode: 'Serve il collegamento della lettera oppure il suo codice.',
} as const;

/** The typed code as stored: capitals, without spaces or dashes. */
export function normaliseFamilyCode(code: string): string {
  return code.toUpperCase().replace(/[\s\-–—.·]/gu, '');
}

/** The code as printed: groups of four. */
export function formatFamilyCode(code: string): string {
  return (normaliseFamilyCode(code).match(/.{1,4}/g) ?? []).join('-');
}

const codeSymbols = new RegExp(`^[${FAMILY_CODE_ALPHABET}]{${FAMILY_CODE_LENGTH}}$`);

/** The letter's secret: 32 random bytes in base64url (43 characters). */
export const familyLetterSecretSchema = z
  .string({ error: FAMILY_LETTER_MESSAGES.secretInvalid })
  .max(200, FAMILY_LETTER_MESSAGES.secretInvalid)
  .regex(/^[A-Za-z0-9_-]{43}$/, FAMILY_LETTER_MESSAGES.secretInvalid);

export const familyLetterCodeSchema = z
  .string({ error: FAMILY_LETTER_MESSAGES.codeInvalid })
  .max(40, FAMILY_LETTER_MESSAGES.codeInvalid)
  .transform(normaliseFamilyCode)
  .refine((v) => codeSymbols.test(v), FAMILY_LETTER_MESSAGES.codeInvalid);

/** Which letter: its link's secret or its typed code (the secret wins when both come). */
export type FamilyLetterKey = { secret: string } | { code: string };

const keyFields = {
  secret: familyLetterSecretSchema.optional(),
  code: familyLetterCodeSchema.optional(),
};

function pickKey(v: { secret?: string | undefined; code?: string | undefined }, ctx: z.RefinementCtx): FamilyLetterKey {
  if (v.secret !== undefined) return { secret: v.secret };
  if (v.code !== undefined) return { code: v.code };
  ctx.addIssue({ code: 'custom', message: FAMILY_LETTER_MESSAGES.secretOrCode });
  return z.NEVER;
}

/** POST /api/family-consent/lookup */
export const familyConsentLookupSchema = z.strictObject(keyFields).transform(pickKey);

export interface FamilyConsentLookup {
  /** Only the name the letter already shows. */
  profile: { name: string };
  consentGiven: boolean;
  /** Whether the site has the AI helpers, so the separate AI consent is worth asking. */
  aiAvailable: boolean;
}

/** POST /api/family-consent: the adult at home accepts; the AI consent is separate and unticked. */
export const familyConsentSchema = z
  .strictObject({
    ...keyFields,
    adultName: adultNameSchema,
    accepted: z.literal(true, { error: 'Devi accettare le condizioni' }),
    aiConsent: z.boolean({ error: 'Valore non valido' }).optional().default(false),
    voiceConsent: z.boolean({ error: 'Valore non valido' }).optional().default(false),
  })
  .transform((v, ctx) => ({ key: pickKey(v, ctx), adultName: v.adultName, aiConsent: v.aiConsent, voiceConsent: v.voiceConsent }));

export interface FamilyConsentResult {
  profile: { name: string };
  aiConsent: boolean;
  voiceConsent?: boolean;
}

/** POST /api/admin/consent: 'Registra consenso' for a selection or a group (consent on paper). */
export const bulkConsentSchema = z.strictObject({
  selection: profileSelectionSchema,
  adultName: adultNameSchema.optional(),
});
export type BulkConsentInput = z.input<typeof bulkConsentSchema>;

export interface BulkConsentResult {
  recorded: number;
  alreadyGiven: number;
}
