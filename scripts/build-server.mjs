// Bundles the server (and the shared code it imports) into dist/server/index.js, and the
// backup/restore command line into dist/server/backup-cli.js.
// The npm packages written in JavaScript are bundled too (start-up time, figure P7 in
// docs/benchmarks.md): Node reads and resolves one file instead of some 900 (fastify, its plugins,
// kysely, zod, pino…), and the server answers in about half the time after `npm start`. Native
// packages (better-sqlite3, sharp, @node-rs/bcrypt) and those loaded only when first needed (pg,
// pdf-lib, fontkit) stay in node_modules, installed by `npm ci`. Code the server loads only when it
// is first needed (`import('./…')`, e.g. the PDF makers) goes into chunk files beside them.
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
  external: [
    // native
    'better-sqlite3',
    'sharp',
    '@node-rs/bcrypt',
    // loaded with the first PostgreSQL connection or the first PDF
    'pg',
    'pdf-lib',
    '@pdf-lib/fontkit',
    // ws's optional native speed-ups (it goes on without them)
    'bufferutil',
    'utf-8-validate',
  ],
  // The bundled CommonJS packages call require() (node: built-ins, the external packages above).
  banner: {
    js: "import { createRequire as createRequireForBundledPackages } from 'node:module';\nconst require = createRequireForBundledPackages(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/index.js, dist/server/backup-cli.js');
