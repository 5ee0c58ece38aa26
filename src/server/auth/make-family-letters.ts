import type { Kysely } from 'kysely';
import type { ProfileSelection } from '../../shared/schemas/profile-selection';
import type { Database } from '../db/schema';
import { renderFamilyLetters } from './family-letter-pdf';
import { issueFamilyLetters } from './issue-family-letters';

/** Filename-safe: letters and digits, the rest '_'. */
function safeName(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'profilo'
  );
}

/**
 * 'Lettera per la famiglia' for a selection: new secrets for every selected child (the previous
 * letters stop working), printed as one PDF with the site's address `origin`.
 */
export async function makeFamilyLetters({
  db,
  selection,
  origin,
}: {
  db: Kysely<Database>;
  selection: ProfileSelection;
  origin: string;
}): Promise<{ bytes: Uint8Array; fileName: string }> {
  const letters = await issueFamilyLetters({ db, selection });
  const bytes = await renderFamilyLetters({ letters, origin });
  const only = letters.length === 1 ? letters[0] : undefined;
  return { bytes, fileName: only ? `lettera-famiglia-${safeName(only.name)}.pdf` : 'lettere-famiglie.pdf' };
}
