import { z } from 'zod';
import { checkNewPassword, PASSWORD_MESSAGES, PROFILE_MESSAGES } from './profile';

/** Italian messages of the login cards, shared by the API and the screens. */
export const CARD_MESSAGES = {
  invalidCard: "Tessera non valida o ritirata: chiedi una tessera nuova all'insegnante.",
  wrongCode: 'Il nome o le parole della tessera non sono giusti. Controlla la tessera e riprova.',
  wrongCodeWait: (wait: string) => `Il nome o le parole della tessera non sono giusti. Riprova tra ${wait}.`,
  codeRequired: 'Scrivi le parole della tessera',
  codeInvalid: 'Scrivi le tre parole e il numero della tessera, per esempio: gatto rosso luna 427',
  secretInvalid: 'Il codice della tessera non è completo: inquadra di nuovo il QR della tessera.',
  noChild: 'Nessun profilo scelto',
} as const;

/** A card secret: 32 random bytes in base64url (43 characters). */
export const CARD_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const cardSecretSchema = z.string({ error: CARD_MESSAGES.secretInvalid }).regex(CARD_SECRET_PATTERN, CARD_MESSAGES.secretInvalid);

/**
 * The typed code in the form the server compares: lower case, accents and capitals ignored, the
 * words separated by one hyphen whatever the child typed between them (spaces, hyphens, dots,
 * commas), and the number split from a word it was glued to ('luna427').
 */
export function normalizeCardCode(typed: string): string {
  return typed
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/([a-z])(\d)/g, '$1-$2')
    .replace(/(\d)([a-z])/g, '$1-$2')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Three words and a three-digit number, once normalised. */
export const CARD_CODE_PATTERN = /^[a-z]{2,20}-[a-z]{2,20}-[a-z]{2,20}-\d{3}$/;

const cardCodeSchema = z
  .string({ error: CARD_MESSAGES.codeRequired })
  .max(200, CARD_MESSAGES.codeInvalid)
  .refine((v) => v.trim() !== '', CARD_MESSAGES.codeRequired)
  .transform(normalizeCardCode)
  .refine((v) => CARD_CODE_PATTERN.test(v), CARD_MESSAGES.codeInvalid);

/** POST /api/auth/card: the QR's secret, or the child's name and the card's words. */
export const cardLoginSchema = z.union([
  z.strictObject({ secret: cardSecretSchema }),
  z.strictObject({
    // As the password login takes a name: any text, looked up by its name key (no hint whether it exists).
    name: z
      .string({ error: PROFILE_MESSAGES.nameRequired })
      .max(200, PROFILE_MESSAGES.nameInvalid)
      .refine((v) => v.trim() !== '', PROFILE_MESSAGES.nameRequired)
      .refine((v) => !v.includes('\u0000'), PROFILE_MESSAGES.nameInvalid),
    code: cardCodeSchema,
  }),
]);
export type CardLoginInput = z.input<typeof cardLoginSchema>;

/** POST /api/auth/card/password: a new personal password, allowed by the card's secret. */
export const cardPasswordSchema = z
  .strictObject({
    secret: cardSecretSchema,
    password: z.string({ error: PASSWORD_MESSAGES.required }).max(200, 'Password troppo lunga'),
    confirm: z.string().max(200).optional(),
  })
  // Without a second typing there is nothing to compare.
  .superRefine((v, ctx) => checkNewPassword({ password: v.password, confirm: v.confirm ?? v.password }, ctx));

/** One printed card: the only answer in which a secret or a code leaves the server. */
export const issuedCardSchema = z.object({
  userId: z.string(),
  name: z.string(),
  groupName: z.string().nullable(),
  secret: z.string(),
  code: z.string(),
});
export type IssuedCard = z.infer<typeof issuedCardSchema>;
export const issueCardsResponseSchema = z.object({ cards: z.array(issuedCardSchema) });
export type IssueCardsResponse = z.infer<typeof issueCardsResponseSchema>;
export const revokeCardsResponseSchema = z.object({ revoked: z.number() });

/** The path the card's QR opens; the secret travels in the fragment, which no server ever sees. */
export const CARD_LOGIN_PATH = '/card-login';
export function cardLoginUrl(origin: string, secret: string): string {
  return `${origin}${CARD_LOGIN_PATH}#k=${secret}`;
}
