import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';
import { AGE_MAX, AGE_MIN, EMAIL_MAX, PERSONAL_PASSWORD_MIN, PROFILE_NAME_MAX, PROFILE_NAME_MIN } from '../constants';

/** Spec 000 §5 messages. */
export const PROFILE_MESSAGES = API_MESSAGES.profile;

/**
 * Letters (accented too), digits, spaces, hyphen, underscore, dot (spec 000 §5), and the apostrophe
 * in both forms (' and ’) that Italian names need: "Nicolò D'Angelo" (DESIGN.md, departure 7).
 */
const NAME_PATTERN = /^[\p{L}\p{M}\d .\-_'’]+$/u;

/** Collapses inner runs of spaces so 'Anna  Maria' and 'Anna Maria' are one name. */
export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/**
 * The form names are compared in (unique, login by name): normalised, lower case, and with the
 * typographic apostrophe as the straight one, so "D’Angelo" typed on a tablet finds "D'Angelo".
 */
export function profileNameKey(value: string): string {
  return normalizeName(value).toLowerCase().replace(/’/g, "'");
}

export const profileNameSchema = z
  .string({ error: PROFILE_MESSAGES.nameRequired })
  .transform(normalizeName)
  .pipe(
    z
      .string()
      .min(1, PROFILE_MESSAGES.nameRequired)
      .min(PROFILE_NAME_MIN, PROFILE_MESSAGES.nameLength)
      .max(PROFILE_NAME_MAX, PROFILE_MESSAGES.nameLength)
      .regex(NAME_PATTERN, PROFILE_MESSAGES.nameInvalid),
  );

const isEmail = (v: string) => v.length <= EMAIL_MAX && z.email().safeParse(v).success;

/** Empty string or missing means "no email". */
export const optionalEmailSchema = z
  .string({ error: PROFILE_MESSAGES.email })
  .nullish()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v === '' || isEmail(v), PROFILE_MESSAGES.email)
  .transform((v) => (v === '' ? null : v.toLowerCase()));

export const ageSchema = z
  .union([z.number(), z.string()], { error: PROFILE_MESSAGES.age })
  .transform((v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v))
  .pipe(z.number({ error: PROFILE_MESSAGES.age }).int(PROFILE_MESSAGES.age).min(AGE_MIN, PROFILE_MESSAGES.age).max(AGE_MAX, PROFILE_MESSAGES.age));

export const genderSchema = z
  .enum(['male', 'female', ''], { error: 'Genere non valido' })
  .nullish()
  .transform((v) => v ?? '');

/** Profile creation: the same schema validates the form and the API body. */
export const createProfileSchema = z.object({
  name: profileNameSchema,
  age: ageSchema,
  email: optionalEmailSchema,
  gender: genderSchema,
});
export type CreateProfileInput = z.input<typeof createProfileSchema>;
export type CreateProfile = z.output<typeof createProfileSchema>;

export const passwordSchema = z
  .string({ error: PROFILE_MESSAGES.passwordRequired })
  .max(200, 'Password troppo lunga')
  .refine((v) => v.trim().length > 0, PROFILE_MESSAGES.passwordRequired);

/** NUL never comes from a keyboard and PostgreSQL refuses it in text, even in a WHERE clause. */
const hasNoNul = (v: string) => !v.includes('\u0000');
/** Control characters (tab, newline, NUL, …) have no place in a one-line name. */
const hasNoControl = (v: string) => ![...v].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Login with a profile (chosen by id or typed name) or with an email, plus the password. */
export const loginSchema = z
  .object({
    profileId: z.uuid('Profilo non valido').optional(),
    name: z.string().max(200).refine(hasNoNul, PROFILE_MESSAGES.nameInvalid).optional(),
    email: z.string().max(EMAIL_MAX).refine(hasNoNul, PROFILE_MESSAGES.email).optional(),
    password: passwordSchema,
  })
  // `||`, not `??`: an empty name field beside a filled email must fall through to the email.
  .refine((v) => Boolean(v.profileId || v.name?.trim() || v.email?.trim()), {
    message: 'Scegli un profilo',
    path: ['profileId'],
  });

export const superuserLoginSchema = z.object({ password: passwordSchema });

/** Rules of a personal password. */
export const PASSWORD_MESSAGES = API_MESSAGES.password;

/**
 * What is wrong with a personal password for this profile, or null. Profile passwords compare
 * case-insensitively after trimming (spec 000 §5), so the rules look at that form.
 */
export function personalPasswordProblem(password: string, profileName: string): string | null {
  const normal = password.trim().toLowerCase();
  if (normal === '') return PASSWORD_MESSAGES.required;
  if ([...normal].length < PERSONAL_PASSWORD_MIN) return PASSWORD_MESSAGES.tooShort;
  if (normal.replace(/\s+/g, ' ') === normalizeName(profileName).toLowerCase()) return PASSWORD_MESSAGES.sameAsName;
  return null;
}

const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .max(200, 'Password troppo lunga')
  .refine(hasNoNul, 'La password contiene caratteri non validi');

/** A new personal password's rules, and its second typing matching it (case and spaces aside); nothing when none was sent. */
export function checkNewPassword(v: { password?: string | undefined; confirm?: string | undefined }, ctx: z.RefinementCtx): void {
  if (v.password === undefined) return;
  const problem = personalPasswordProblem(v.password, '');
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['password'] });
  else if (v.password.trim().toLowerCase() !== (v.confirm ?? '').trim().toLowerCase())
    ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.differ, path: ['confirm'] });
}

/** 'Cambia password' from the profile menu: the current one, then the new one twice (the name rule needs the profile, so the server checks it too). */
export const changePasswordSchema = z
  .object({
    current: z
      .string({ error: PASSWORD_MESSAGES.currentRequired })
      .max(200)
      .refine((v) => v.trim() !== '', PASSWORD_MESSAGES.currentRequired),
    password: newPasswordField,
    confirm: z.string({ error: PASSWORD_MESSAGES.differ }).max(200),
  })
  .superRefine(checkNewPassword);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const adultNameSchema = z
  .string({ error: "Scrivi il nome dell'adulto" })
  .trim()
  .min(2, "Scrivi il nome dell'adulto")
  .max(PROFILE_NAME_MAX, `Al massimo ${PROFILE_NAME_MAX} caratteri`)
  .refine(hasNoControl, "Il nome dell'adulto contiene caratteri non validi");

export const consentSchema = z
  .object({
    /** Name of the adult (parent, educator, teacher) giving consent. */
    adultName: adultNameSchema,
    accepted: z.literal(true, { error: 'Devi accettare le condizioni' }),
    /** The personal password, when the site requires one (requirePersonalPasswords). */
    password: newPasswordField.optional(),
    confirm: z.string().max(200).optional(),
    /** Separate, optional, unticked: the adult allows the AI helpers (law 132/2025 art. 4(4)). */
    aiConsent: z.boolean({ error: 'Valore non valido' }).optional().default(false),
    /** Separate, optional, unticked: the adult allows the child to record her own voice (personal data). */
    voiceConsent: z.boolean({ error: 'Valore non valido' }).optional().default(false),
  })
  .superRefine(checkNewPassword);
export type ConsentInput = z.input<typeof consentSchema>;

/** The superuser records an adult's consent given on paper. */
export const recordConsentSchema = z.object({ adultName: adultNameSchema });
export type RecordConsentInput = z.input<typeof recordConsentSchema>;

/** Public entry of the profile list (/profiles dropdown). */
export const profileSummarySchema = z.object({ id: z.string(), name: z.string() });
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  isSuperuser: z.boolean(),
  unreadMessages: z.number().int(),
  /** The adult allowed this child to record her voice (always false for the superuser). */
  voiceConsent: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** A profile just created in this browser whose adult has not yet accepted the terms. */
  pendingConsent: profileSummarySchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const loginResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  consentRequired: z.boolean(),
  profile: profileSummarySchema,
});

/** GET /api/profiles: with hideProfileList on, an empty list and hidden: true (type the name). */
export const profilesResponseSchema = z.object({ profiles: z.array(profileSummarySchema), hidden: z.boolean().optional() });
export type ProfilesResponse = z.infer<typeof profilesResponseSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /api/profiles: the new profile (its session waits for the adult's consent). */
export const createProfileResponseSchema = z.object({ profile: profileSummarySchema });
/** POST /api/auth/consent: the profile is active and logged in. */
export const consentResponseSchema = z.object({ user: sessionUserSchema });
