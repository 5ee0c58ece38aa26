// Bundles the server (and the shared code it imports) into dist/server/index.js, and the
// backup/restore command line into dist/server/backup-cli.js.
// npm packages stay external: they are installed by `npm ci`.
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'src/server/index.ts', 'backup-cli': 'src/server/backup/cli.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/index.js, dist/server/backup-cli.js');
