// npm start: builds if the build is missing or stale, then serves the SPA and the API.
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.mjs';

if (buildIsStale()) {
  console.log('Building FantasMia (first start or sources changed)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import('../dist/server/index.js');
