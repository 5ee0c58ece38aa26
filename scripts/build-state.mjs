// Tells whether dist/ is older than the sources, so `npm start` builds only when needed.
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'];
const OUTPUTS = ['dist/server/index.js', 'dist/server/backup-cli.js', 'dist/client/index.html'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newest(path.join(p, entry)));
  return max;
}

export function buildIsStale() {
  if (!OUTPUTS.every((o) => fs.existsSync(o))) return true;
  const built = Math.min(...OUTPUTS.map((o) => fs.statSync(o).mtimeMs));
  return Math.max(...SOURCES.map(newest)) > built;
}
