// npm run superuser -- reset-password [--password NEW | --stdin]
// Runs the server's own code against DATA_DIR / DATABASE_URL (see src/server/cli/superuser.ts).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/superuser-main.ts'],
  outfile: 'dist/server/superuser.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
});
await import('../dist/server/superuser.js');
