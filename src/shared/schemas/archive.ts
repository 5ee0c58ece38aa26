import { z } from 'zod';

/** Category filter of the complete archive (spec 000 §2); PROPP includes free-mode stories. */
export const ARCHIVE_CATEGORIES = ['all', 'GHOST', 'PROPP', 'AIROTS', 'PAROLE_CHIAMANO', 'CAMPBELL', 'CSS', 'PROFESSION'] as const;
export type ArchiveCategory = (typeof ARCHIVE_CATEGORIES)[number];

export const ARCHIVE_CATEGORY_LABELS: Record<ArchiveCategory, string> = {
  all: 'Tutte le categorie',
  GHOST: 'GHOST',
  PROPP: 'PROPP',
  AIROTS: 'AIROTS',
  PAROLE_CHIAMANO: 'Una Parola, Tante Storie',
  CAMPBELL: 'Carte di Campbell',
  CSS: 'Cosa Succede se...',
  PROFESSION: 'Cosa farei se...',
};

export const archiveQuerySchema = z.object({
  category: z.enum(ARCHIVE_CATEGORIES, { error: 'Categoria non valida' }).default('all'),
  /** An author's name, or empty for all authors. */
  author: z.string().trim().max(100).default(''),
  /** Moderation state; the public archive ignores it. */
  status: z.enum(['all', 'pending', 'toRevise', 'published', 'unpublished', 'anonymous'], { error: 'Stato non valido' }).default('all'),
  /** Title search, case- and accent-insensitive ('perche' finds 'Perché'). */
  q: z.string().trim().max(100, 'Ricerca troppo lunga').default(''),
  /**
   * A group's id: stories whose author is in the group; NO_GROUP_FILTER ('none'): authors
   * in no group (anonymous stories excluded); the public archive ignores it.
   */
  group: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const archiveRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  authorName: z.string(),
  mode: z.string(),
  updatedAt: z.string(),
  isPublic: z.boolean(),
  imageCount: z.number(),
  /** The first line of the text, cut to 140 characters. */
  firstLine: z.string(),
  /** A visitor's story ('Anonimo'), without a profile. */
  isAnonymous: z.boolean(),
  /** Completed and never published nor withdrawn: 'Da moderare'. */
  isPending: z.boolean(),
  /** Sent back to the author with this note: 'Da rivedere'. */
  reviewNote: z.string().nullable(),
  /** Signed with the initials in the public archive. */
  publishedWithInitials: z.boolean(),
  /** The story's image, with the style it was generated in when known. */
  image: z.object({ url: z.string(), style: z.string().nullable() }).nullable(),
  /** The author recorded her voice on at least one page. */
  hasVoice: z.boolean().optional(),
});
export type ArchiveRow = z.infer<typeof archiveRowSchema>;

export const archiveResponseSchema = z.object({
  rows: z.array(archiveRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Every author that has at least one story in the (unfiltered-by-author) archive. */
  authors: z.array(z.string()),
});
export type ArchiveResponse = z.infer<typeof archiveResponseSchema>;

/** Moderation filter of the complete archive. 'pending': completed and never reviewed. */
export const ARCHIVE_STATUSES = ['all', 'pending', 'toRevise', 'published', 'unpublished', 'anonymous'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];
export const ARCHIVE_STATUS_LABELS: Record<ArchiveStatus, string> = {
  all: 'Tutti gli stati',
  pending: 'Da moderare',
  toRevise: 'Da rivedere',
  published: 'Pubblicate',
  unpublished: 'Non pubblicate',
  anonymous: 'Anonime',
};

/** How a published story is signed in the public archive (spec 000 §5 keeps the authorship). */
export const publishStorySchema = z.object({ as: z.enum(['name', 'initials'], { error: 'Scelta non valida' }).default('name') });

/** 'Anna Maria Rossi' → 'A. M. R.' */
export function authorInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean);
  return words.map((w) => `${Array.from(w)[0]!.toLocaleUpperCase('it-IT')}.`).join(' ') || name;
}

/** GET /api/admin/moderation-counts: what waits on the superuser's dashboard. */
export const moderationCountsSchema = z.object({ pending: z.number(), anonymous: z.number() });
export type ModerationCounts = z.infer<typeof moderationCountsSchema>;
