// Bundles the server (and the shared code it imports) into dist/server/index.js, and the
// backup/restore command line into dist/server/backup-cli.js.
// npm packages stay external: they are installed by `npm ci`. Code the server loads only when
// it is first needed (`import('./…')`, e.g. the PDF makers) goes into chunk files beside them.
import fs from 'node:fs';
import { build } from 'esbuild';

// Chunk names change with their content: start from an empty folder so old ones do not pile up.
fs.rmSync('dist/server', { recursive: true, force: true });

await build({
  entryPoints: { index: 'src/server/index.ts', 'backup-cli': 'src/server/backup/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  splitting: true,
  chunkNames: '[name]-[hash]',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/index.js, dist/server/backup-cli.js');
