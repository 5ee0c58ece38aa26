import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes sure DATA_DIR exists and accepts files, with a message a person can act on instead of
 * a bare `ENOENT … mkdir` or `unable to open database file`.
 */
export function prepareDataDir(dataDir: string): void {
  const hint = `Check that the folder exists (or can be created) and that the user running FantasMia may write in it, or set DATA_DIR to another folder.`;
  try {
    fs.mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`Cannot create the data folder DATA_DIR=${dataDir} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ${hint}`);
  }
  const probe = path.join(dataDir, `.write-test-${process.pid}`);
  try {
    fs.writeFileSync(probe, 'ok');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    const why = code === 'EROFS' ? 'it is on a read-only disk' : code === 'EACCES' || code === 'EPERM' ? 'it is read-only for this user' : code;
    throw new Error(`The data folder DATA_DIR=${dataDir} cannot be written (${why}). ${hint}`);
  }
}
