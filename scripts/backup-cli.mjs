// npm run backup -- FILE / npm run restore -- FILE: builds the server if needed (like npm start),
// then runs dist/server/backup-cli.js against DATA_DIR or DATABASE_URL.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';

const [command, ...rest] = process.argv.slice(2);
if (buildIsStale()) {
  console.error('Building FantasMia (first run or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 2, 2], shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { runBackupCli } = await import('../dist/server/backup-cli.js');
process.exit(await runBackupCli([command, ...rest]));
