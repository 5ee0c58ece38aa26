// npm run test:reliability [-- --full] [-- --only R1,R3]: the reliability battery (docs/reliability.md).
// Uses the built app (dist/server/index.js; builds it first when missing or stale), everything on
// 127.0.0.1, every loop bounded. Prints one line of figures per scenario, then "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, SERVER_ENTRY, discoverRoutes, type Scenario } from './lib';
import { r1 } from './r1-kill9';
import { r2 } from './r2-load';
import { r3 } from './r3-fuzz';
import { r4 } from './r4-access';
import { r5 } from './r5-xss';
import { r6, r6Guesses } from './r6-lockout';
import { r7 } from './r7-csrf';
import { r8 } from './r8-uploads';
import { r9 } from './r9-shared-device';
import { r10 } from './r10-shared-limits';

const args = process.argv.slice(2);
const full = args.includes('--full');
const verbose = args.includes('--verbose') || args.includes('-v');
const onlyArg = args.find((a) => a.startsWith('--only'));
const only = onlyArg
  ? (onlyArg.includes('=') ? onlyArg.split('=')[1] : args[args.indexOf(onlyArg) + 1])?.split(',').map((s) => s.trim().toUpperCase())
  : undefined;

const { buildIsStale } = (await import(`${ROOT}/scripts/build-state.mjs`)) as { buildIsStale: () => boolean };
process.chdir(ROOT);
if (!process.env.RELIABILITY_SERVER_ENTRY && (!fs.existsSync(SERVER_ENTRY) || buildIsStale())) {
  process.stderr.write('Building FantasMia for the reliability battery...\n');
  const b = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'inherit', 'inherit'] });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const scenarios: Scenario[] = [r1, r2, r3, r4, r5, r6, r6Guesses, r7, r8, r9, r10].filter((s) => !only || only.includes(s.name.split(' ')[0]!));
/** A scenario that runs past this is stopped and counts as failed (short mode; full allows more). */
const LIMIT_MS = full ? 20 * 60_000 : 150_000;

const routes = await discoverRoutes();
const log = (line: string) => {
  if (verbose) process.stderr.write(`  · ${line}\n`);
};

process.stdout.write(`FantasMia reliability battery (${full ? 'full' : 'short'} mode, ${routes.length} API routes)\n`);
let passed = 0;
let failed = 0;
const started = Date.now();
for (const scenario of scenarios) {
  const t0 = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      scenario.run({ full, routes, log }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`time limit of ${LIMIT_MS / 1000} s reached`)), LIMIT_MS);
      }),
    ]);
    const ok = result.breaches.length === 0;
    if (ok) passed++;
    else failed++;
    process.stdout.write(`${scenario.name}: ${result.figures} — ${ok ? 'PASS' : 'FAIL'} (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
    const shown = result.breaches.slice(0, 12);
    for (const b of shown) process.stdout.write(`    ✗ ${b}\n`);
    if (result.breaches.length > shown.length) process.stdout.write(`    … and ${result.breaches.length - shown.length} more\n`);
  } catch (error) {
    failed++;
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stdout.write(
      `${scenario.name}: could not complete — FAIL (${((Date.now() - t0) / 1000).toFixed(0)} s)\n    ✗ ${message.split('\n').slice(0, 8).join('\n      ')}\n`,
    );
  } finally {
    clearTimeout(timer);
  }
}
process.stdout.write(`total time: ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
process.stdout.write(`${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
