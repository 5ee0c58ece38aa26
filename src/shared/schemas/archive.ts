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
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type ArchiveQuery = z.input<typeof archiveQuerySchema>;

export const archiveRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  authorName: z.string(),
  mode: z.string(),
  updatedAt: z.string(),
  isPublic: z.boolean(),
  imageCount: z.number(),
  /** The story's image, with the style it was generated in when known. */
  image: z.object({ url: z.string(), style: z.string().nullable() }).nullable(),
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
