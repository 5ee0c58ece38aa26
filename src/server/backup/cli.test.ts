import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import { dumpTables, seedInstallation } from '../../../tests/support/server/seed-installation';
import { runBackupCli } from './cli';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-cli-'));
  dirs.push(d);
  return d;
}
const env = (dataDir: string) => ({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

test('npm run backup writes FILE and npm run restore loads it into an empty DATA_DIR; a second restore is refused', async () => {
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    const sourceDir = tempDir();
    const source = createDb({ dataDir: sourceDir });
    await migrateToLatest(source);
    await seedInstallation(source.db);
    const expected = await dumpTables(source.db);
    await source.close();

    const file = path.join(tempDir(), 'notte.jsonl.gz');
    expect(await runBackupCli(['backup', file], env(sourceDir))).toBe(0);
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const targetDir = tempDir();
    expect(await runBackupCli(['restore', file], env(targetDir))).toBe(0);
    const target = createDb({ dataDir: targetDir });
    expect(await dumpTables(target.db)).toEqual(expected);
    await target.close();

    expect(await runBackupCli(['restore', file], env(targetDir))).toBe(1);
    expect(err.mock.calls.map((c) => String(c[0])).join('')).toContain("il ripristino si fa solo in un'installazione nuova e vuota");
    expect(await runBackupCli(['restore', path.join(targetDir, 'manca.gz')], env(targetDir))).toBe(1);
    expect(await runBackupCli(['backup'], env(targetDir))).toBe(2);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
});
