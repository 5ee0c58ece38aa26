import fs from 'node:fs';
import path from 'node:path';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { loadEnv } from '../env';
import { HttpError } from '../http/errors';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const USAGE = `Uso:
  npm run backup -- FILE     salva tutta l'installazione in FILE (.jsonl.gz)
  npm run restore -- FILE    ripristina FILE in un'installazione vuota
Usa DATA_DIR (SQLite) o DATABASE_URL (PostgreSQL), come il server.`;

/**
 * `npm run backup -- FILE` / `npm run restore -- FILE` (scripts/backup.mjs, scripts/restore.mjs),
 * against the same database the server uses. The backup is written to FILE.partial and renamed,
 * so a nightly cron job never leaves half a file under the real name.
 */
export async function runBackupCli(argv: readonly (string | undefined)[], source: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, file] = argv;
  if ((command !== 'backup' && command !== 'restore') || !file) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const env = loadEnv(source);
  const database = createDb({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(database);
    const target = path.resolve(file);
    if (command === 'backup') {
      const { file: bytes, header } = await createBackup({ db: database.db, kind: database.kind });
      const partial = `${target}.partial`;
      fs.writeFileSync(partial, bytes);
      fs.renameSync(partial, target);
      process.stdout.write(`Backup salvato in ${target} (${bytes.length} byte, ${header.engine}, schema ${header.migration}).\n`);
      return 0;
    }
    if (!fs.existsSync(target)) {
      process.stderr.write(`Il file ${target} non esiste.\n`);
      return 1;
    }
    const counts = await restoreBackup({ db: database.db, kind: database.kind, file: fs.readFileSync(target) });
    const summary = Object.entries(counts)
      .map(([table, n]) => `${table}: ${n}`)
      .join(', ');
    process.stdout.write(`Ripristino completato (${database.kind}). ${summary}\n`);
    return 0;
  } catch (error) {
    if (error instanceof HttpError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

const entry = process.argv[1] ? path.basename(process.argv[1]) : '';
if (entry === 'backup-cli.js' || entry === 'cli.ts') {
  runBackupCli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
