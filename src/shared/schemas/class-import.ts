import { z } from 'zod';

/** CSV import of a class. */
export const CLASS_IMPORT_MAX_ROWS = 2000;
export const CLASS_IMPORT_MAX_CHARS = 1_000_000;

export const classImportSchema = z.object({
  csv: z.string({ error: 'Scegli un file CSV' }).min(1, 'Il file è vuoto').max(CLASS_IMPORT_MAX_CHARS, 'Il file è troppo grande (massimo 1 MB)'),
  /** false: preview only; true: create the valid new profiles in one transaction. */
  commit: z.boolean().default(false),
});

export const importRowSchema = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number(),
  name: z.string(),
  age: z.string(),
  email: z.string(),
  gender: z.string(),
  status: z.enum(['new', 'duplicate', 'invalid']),
  reason: z.string().nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const classImportResponseSchema = z.object({
  rows: z.array(importRowSchema),
  counts: z.object({ new: z.number(), duplicate: z.number(), invalid: z.number() }),
  /** How many profiles were created (0 for a preview). */
  created: z.number(),
});
export type ClassImportResponse = z.infer<typeof classImportResponseSchema>;
