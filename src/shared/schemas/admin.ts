import { z } from 'zod';
import { API_MESSAGES } from '../messages/api-messages';
import { GROUP_NAME_MAX, SUPERUSER_PASSWORD_MIN } from '../constants';
export { GROUP_NAME_MAX };
import { profileSelectionSchema } from './profile-selection';
import { requiredText } from './required-text';

/** Spec 000 §5 and §8 messages of the superuser area. */
export const ADMIN_MESSAGES = API_MESSAGES.admin;

export const idParamSchema = z.object({ id: z.string().min(1).max(100) });

/** Admin reset of a child's password (spec 000 §5). */
export const resetPasswordSchema = z
  .object({
    password: z
      .string({ error: ADMIN_MESSAGES.newPasswordRequired })
      .max(200)
      .refine((v) => v.trim() !== '', ADMIN_MESSAGES.newPasswordRequired),
    confirm: z.string({ error: ADMIN_MESSAGES.passwordsDiffer }).max(200),
  })
  .refine((v) => v.password === v.confirm, { message: ADMIN_MESSAGES.passwordsDiffer, path: ['confirm'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The superuser's own password change (spec 000 §5). */
export const changeSuperuserPasswordSchema = z
  .object({
    current: z.string({ error: ADMIN_MESSAGES.allFieldsRequired }).max(200),
    next: z.string({ error: ADMIN_MESSAGES.allFieldsRequired }).max(200),
    confirm: z.string({ error: ADMIN_MESSAGES.allFieldsRequired }).max(200),
  })
  .superRefine((v, ctx) => {
    const issue = (message: string, field: 'current' | 'next' | 'confirm') => ctx.addIssue({ code: 'custom', message, path: [field] });
    if (v.current === '' || v.next === '' || v.confirm === '')
      issue(ADMIN_MESSAGES.allFieldsRequired, v.current === '' ? 'current' : v.next === '' ? 'next' : 'confirm');
    else if (v.next !== v.confirm) issue(ADMIN_MESSAGES.newPasswordsDiffer, 'confirm');
    else if (v.next.length < SUPERUSER_PASSWORD_MIN) issue(ADMIN_MESSAGES.newPasswordTooShort, 'next');
    else if (v.next === v.current) issue(ADMIN_MESSAGES.newPasswordSameAsCurrent, 'next');
  });
export type ChangeSuperuserPasswordInput = z.input<typeof changeSuperuserPasswordSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortId: z.string(),
  email: z.string().nullable(),
  age: z.number().nullable(),
  /** True while the password is still the initial one (the profile's name). Never the password. */
  passwordIsInitial: z.boolean(),
  storyCount: z.number(),
  createdAt: z.string(),
  lastAccess: z.string().nullable(),
  consentAt: z.string().nullable(),
  /** The adult who gave consent, and whether the superuser recorded it on their behalf. */
  consentBy: z.string().nullable().optional(),
  consentBySuperuser: z.boolean().optional(),
  /** The adult's separate AI consent (law 132/2025 art. 4(4)); null: not given. */
  aiConsentAt: z.string().nullable(),
  aiConsentBy: z.string().nullable(),
  /** The adult's separate consent to recording the child's voice; null: not given. */
  voiceConsentAt: z.string().nullable().optional(),
  voiceConsentBy: z.string().nullable().optional(),
  /** The profile's group; null: none. */
  groupId: z.string().nullable().optional(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const mediaCostSchema = z.object({ total: z.number() });
export type MediaCost = z.infer<typeof mediaCostSchema>;

/** Roster sort keys of /superuser-users. */
export const ROSTER_SORTS = ['name', 'age', 'lastAccess', 'stories', 'created'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];
export const ROSTER_SORT_LABELS: Record<RosterSort, string> = {
  name: 'Nome',
  age: 'Età',
  lastAccess: 'Ultimo accesso',
  stories: 'Storie',
  created: 'Data di creazione',
};

/** The group filter's value for profiles in no group; group ids are UUIDs, never this. */
export const NO_GROUP_FILTER = 'none';

/** GET /api/admin/roster: searched, sorted and paged on the server (1,000 profiles stay fast). */
export const rosterQuerySchema = z.object({
  /** Part of a name, case- and accent-insensitive ('zoe' finds 'Zoë'). */
  q: z.string().trim().max(50, 'Ricerca troppo lunga').default(''),
  sort: z.enum(ROSTER_SORTS, { error: 'Ordinamento non valido' }).default('name'),
  dir: z.enum(['asc', 'desc'], { error: 'Ordinamento non valido' }).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** A group's id, NO_GROUP_FILTER for profiles in no group, or empty for every profile. */
  group: z.string().trim().max(100).default(''),
});

export const rosterRowSchema = adminUserSchema.extend({
  publishedCount: z.number(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  /** When the child's active login card was printed; null: no card (none yet, or taken back). */
  cardIssuedAt: z.string().nullable(),
});
export type RosterRow = z.infer<typeof rosterRowSchema>;

export const rosterResponseSchema = z.object({ rows: z.array(rosterRowSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export type RosterResponse = z.infer<typeof rosterResponseSchema>;

/** Optional groups of profiles ('classe 3ªB'): a profile belongs to at most one. */
export const GROUP_MESSAGES = API_MESSAGES.group;

export const groupNameSchema = requiredText(GROUP_NAME_MAX, GROUP_MESSAGES.nameRequired, GROUP_MESSAGES.nameTooLong).refine(
  (v) => !/\p{Cc}/u.test(v),
  GROUP_MESSAGES.nameInvalid,
);

/** POST /api/admin/groups and PATCH /api/admin/groups/:id. */
export const groupInputSchema = z.object({ name: groupNameSchema });

/** PUT /api/admin/users/:id/group: the profile's group, or null for none. */
export const setUserGroupSchema = z.object({ groupId: z.string().min(1).max(100).nullable() });

export const groupSchema = z.object({ id: z.string(), name: z.string(), memberCount: z.number(), createdAt: z.string() });
export type Group = z.infer<typeof groupSchema>;
export const groupsResponseSchema = z.object({ groups: z.array(groupSchema) });
export type GroupsResponse = z.infer<typeof groupsResponseSchema>;

/**
 * POST /api/admin/users/selection: how many children, and who, a selection names (before a bulk
 * action); POST /api/admin/users/passwords: a new readable password for each selected child.
 */
export const selectionBodySchema = z.strictObject({ selection: profileSelectionSchema });
export const selectionPreviewResponseSchema = z.object({ count: z.number(), names: z.array(z.string()) });
export type SelectionPreview = z.infer<typeof selectionPreviewResponseSchema>;

/** POST /api/admin/users/group: the selected children move to a group, or to none (groupId null). */
export const bulkGroupSchema = z.strictObject({ selection: profileSelectionSchema, groupId: z.string().min(1).max(100).nullable() });

/** How many children get new passwords in one go: a class, so that one request stays short. */
export const BULK_PASSWORDS_MAX = 60;

/** The new passwords, shown once to be printed and handed out; only their hashes are kept. */
export const newPasswordsResponseSchema = z.object({ passwords: z.array(z.object({ id: z.string(), name: z.string(), password: z.string() })) });
export type NewPasswords = z.infer<typeof newPasswordsResponseSchema>;

/** The word that confirms a bulk deletion, beside the number of children. */
export const BULK_DELETE_WORD = 'ELIMINA';

/**
 * POST /api/admin/users/delete: the selected children are deleted with everything of theirs. The
 * teacher confirms by typing how many they are (as shown), or ELIMINA.
 */
export const bulkDeleteSchema = z.strictObject({
  selection: profileSelectionSchema,
  confirm: z.string({ error: ADMIN_MESSAGES.bulkDeleteConfirmWrong }).trim().min(1, ADMIN_MESSAGES.bulkDeleteConfirmWrong).max(20),
});

/** Whether the typed confirmation matches: the number of children, or ELIMINA (any case). */
export function bulkDeleteConfirmed(typed: string, count: number): boolean {
  const word = typed.trim();
  return word === String(count) || word.toUpperCase() === BULK_DELETE_WORD;
}
