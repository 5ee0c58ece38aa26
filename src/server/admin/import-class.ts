import Papa from 'papaparse';
import type { Kysely } from 'kysely';
import { CLASS_IMPORT_MAX_ROWS, type ClassImportResponse, type ImportRow } from '../../shared/schemas/class-import';
import { createProfileSchema, profileNameKey, type CreateProfile } from '../../shared/schemas/profile';
import { chunks } from '../db/chunks';
import { isUniqueViolation } from '../db/db-errors';
import type { Database } from '../db/schema';
import { newProfileRow } from '../profiles/create-profile';
import { HttpError } from '../http/errors';
import { API_MESSAGES } from '../../shared/messages/api-messages';

const COLUMNS = {
  name: ['name', 'nome'],
  age: ['age', 'eta', 'età', 'anni'],
  email: ['email', 'e-mail', 'mail'],
  gender: ['gender', 'genere', 'sesso'],
} as const;

const GENDERS: Record<string, 'male' | 'female' | ''> = { '': '', m: 'male', maschio: 'male', male: 'male', f: 'female', femmina: 'female', female: 'female' };

function refuse(message: string): never {
  throw new HttpError(400, 'import_refused', message);
}

/**
 * The separator, read from the header row: Italian Excel saves with `;`, most other programs with
 * `,`. Guessing from the data instead fails on a short file (a name with a comma, one row).
 */
function separatorOf(text: string): ',' | ';' {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const outsideQuotes = header.replace(/"[^"]*"/g, '');
  const count = (c: string) => outsideQuotes.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** Parses the file: UTF-8 (BOM allowed), comma or semicolon, a header row, quoted fields, empty lines skipped. */
export function parseClassCsv(text: string): Array<{ line: number; name: string; age: string; email: string; gender: string }> {
  const clean = text.replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(clean, { delimiter: separatorOf(clean), skipEmptyLines: false });
  // Empty lines are skipped, but every row keeps its line number in the file.
  const lines = parsed.data.map((cells, i) => ({ cells, line: i + 1 })).filter((l) => l.cells.some((c) => c.trim() !== ''));
  const header = lines[0]?.cells.map((h) => h.trim().toLowerCase());
  if (!header) refuse('Il file è vuoto');
  const index = (names: readonly string[]) => header.findIndex((h) => names.includes(h));
  const at = { name: index(COLUMNS.name), age: index(COLUMNS.age), email: index(COLUMNS.email), gender: index(COLUMNS.gender) };
  if (at.name < 0 || at.age < 0) refuse('La prima riga deve avere le colonne «nome» ed «età» (e, se vuoi, «email» e «genere»)');
  const body = lines.slice(1);
  if (body.length === 0) refuse('Il file non contiene nessun bambino');
  if (body.length > CLASS_IMPORT_MAX_ROWS) refuse(`Il file ha troppe righe: al massimo ${CLASS_IMPORT_MAX_ROWS}`);
  return body.map(({ cells, line }) => {
    const get = (k: number) => (k >= 0 ? (cells[k] ?? '').trim() : '');
    return { line, name: get(at.name), age: get(at.age), email: get(at.email), gender: get(at.gender) };
  });
}

/**
 * Preview or import of a class: each row is new, duplicate (the name is taken,
 * case-insensitively, or repeats in the file) or invalid with the reason; on commit the new rows
 * are created in one transaction. A refused file (no header, too many rows) writes nothing.
 */
export async function importClass({ db, csv, commit }: { db: Kysely<Database>; csv: string; commit: boolean }): Promise<ClassImportResponse> {
  const parsed = parseClassCsv(csv);
  const valid = new Map<number, CreateProfile>();
  const rows: ImportRow[] = parsed.map((r) => {
    const gender = GENDERS[r.gender.toLowerCase()];
    const result = createProfileSchema.safeParse({ name: r.name, age: r.age, email: r.email, gender: gender ?? r.gender });
    // Every problem of the row at once, so one correction of the file is enough.
    if (!result.success) return { ...r, status: 'invalid', reason: [...new Set(result.error.issues.map((i) => i.message))].join('; ') || 'Riga non valida' };
    valid.set(r.line, result.data);
    return { ...r, status: 'new', reason: null };
  });

  const keys = [...valid.values()].map((v) => profileNameKey(v.name));
  const emails = [...valid.values()].flatMap((v) => (v.email ? [v.email] : []));
  const taken = new Set<string>();
  const takenEmails = new Set<string>();
  for (const part of chunks(keys, 500)) {
    for (const u of await db.selectFrom('users').select('name_key').where('name_key', 'in', part).execute()) taken.add(u.name_key);
  }
  for (const part of chunks(emails, 500)) {
    for (const u of await db.selectFrom('users').select('email').where('email', 'in', part).execute()) if (u.email) takenEmails.add(u.email);
  }
  const seen = new Set<string>();
  const seenEmails = new Set<string>();
  for (const row of rows) {
    const input = valid.get(row.line);
    if (!input) continue;
    const key = profileNameKey(input.name);
    if (taken.has(key)) Object.assign(row, { status: 'duplicate', reason: 'Esiste già un profilo con questo nome' });
    else if (seen.has(key)) Object.assign(row, { status: 'duplicate', reason: 'Nome ripetuto nel file' });
    else if (input.email && (takenEmails.has(input.email) || seenEmails.has(input.email)))
      Object.assign(row, { status: 'invalid', reason: 'Esiste già un profilo con questa email' });
    seen.add(key);
    if (input.email) seenEmails.add(input.email);
    if (row.status !== 'new') valid.delete(row.line);
  }

  const counts = { new: 0, duplicate: 0, invalid: 0 };
  for (const row of rows) counts[row.status] += 1;
  if (!commit || valid.size === 0) return { rows, counts, created: 0 };
  // One transaction: all the new profiles or none. Each starts on its initial password (its
  // name), which stores no hash, so 2,000 rows take seconds and no hashing slot.
  const now = new Date();
  const users = [...valid.values()].map((input) => newProfileRow(input, 'superuser', now));
  try {
    await db.transaction().execute(async (trx) => {
      for (const part of chunks(users, 100)) await trx.insertInto('users').values(part).execute();
    });
  } catch (error) {
    // A profile created meanwhile with one of these names: nothing was written.
    if (isUniqueViolation(error)) throw new HttpError(409, 'name_taken', API_MESSAGES.admin.importNameTaken);
    throw error;
  }
  return { rows, counts, created: valid.size };
}
