// R9: a shared classroom PC, in Chromium with the production build's service worker. The checks
// are the Playwright spec tests/e2e/shared-device.spec.ts ('Esci' pressed offline removes the
// child's data at once and ends her session once the network is back, the next child on the same
// browser never sees it, a session ended on the server leaves nothing of hers readable offline):
// R9 runs that spec through Playwright's runner against the built app started here, so the battery
// and the e2e suite hold the same proof, and reports each failed test as a breach.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROOT, startApp, superuser, SUPERUSER_PASSWORD, tempDir, type Scenario } from './lib';

const SPEC = 'tests/e2e/shared-device.spec.ts';
/** The runner is stopped past this: inside run.ts's limit of 150 s for a scenario (short mode), or 10 min (full). */
const runnerLimitMs = (full: boolean) => (full ? 600_000 : 135_000);

interface TestOutcome {
  title: string;
  ok: boolean;
  error: string;
}

const resultSchema = z.object({ status: z.string(), error: z.object({ message: z.string().optional() }).optional() });
const specSchema = z.object({
  title: z.string(),
  tests: z.array(z.object({ status: z.string(), results: z.array(resultSchema) })),
});
interface Suite {
  specs?: z.infer<typeof specSchema>[];
  suites?: Suite[];
}
const suiteSchema: z.ZodType<Suite> = z.lazy(() => z.object({ specs: z.array(specSchema).optional(), suites: z.array(suiteSchema).optional() }));
const reportSchema = z.object({ suites: z.array(suiteSchema) });

function outcomesOf(suites: Suite[]): TestOutcome[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((t) => {
        const last = t.results.at(-1);
        // Playwright's messages carry terminal colours: plain text in the battery's report.
        const message = (last?.error?.message ?? last?.status ?? 'not run').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
        return { title: spec.title, ok: t.status === 'expected', error: message.split('\n')[0] ?? '' };
      }),
    ),
    ...outcomesOf(suite.suites ?? []),
  ]);
}

function runSpec(baseURL: string, reportFile: string, outputDir: string, limitMs: number): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', SPEC, '--reporter=json', '--workers=1', `--output=${outputDir}`],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          E2E_BASE_URL: baseURL,
          E2E_SUPERUSER_PASSWORD: SUPERUSER_PASSWORD,
          PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
          CI: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

export const r9: Scenario = {
  name: 'R9 shared device',
  async run({ full, log }) {
    const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
    if (!fs.existsSync(chrome)) throw new Error(`Chromium not found at ${chrome} (apt-get install chromium, or set CHROME_PATH)`);
    const app = await startApp();
    const work = tempDir('r9');
    const breaches: string[] = [];
    try {
      // The spec's own helpers log children in with their name as password: the family setting,
      // set explicitly so that R9 does not depend on the installation's defaults.
      const admin = await superuser(app.baseURL);
      const settings = await admin.request('/api/admin/settings', { method: 'PUT', json: { requirePersonalPasswords: false, hideProfileList: false } });
      if (settings.status !== 200) throw new Error(`family settings: ${settings.status} ${settings.text.slice(0, 200)}`);
      const reportFile = path.join(work, 'report.json');
      const t0 = Date.now();
      const run = await runSpec(app.baseURL, reportFile, path.join(work, 'output'), runnerLimitMs(full));
      log(`playwright exited with ${run.code} after ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      if (run.timedOut) breaches.push(`the spec did not finish in ${runnerLimitMs(full) / 1000} s`);
      const outcomes = fs.existsSync(reportFile) ? outcomesOf(reportSchema.parse(JSON.parse(fs.readFileSync(reportFile, 'utf8'))).suites) : [];
      if (outcomes.length === 0 && !run.timedOut) breaches.push(`no test result from ${SPEC}: ${run.output.trim().split('\n').slice(-6).join(' | ')}`);
      for (const outcome of outcomes) if (!outcome.ok) breaches.push(`${outcome.title}: ${outcome.error}`);
      const passed = outcomes.filter((o) => o.ok).length;
      return { figures: `${passed}/${outcomes.length} shared-device checks passed in Chromium (${SPEC})`, breaches };
    } finally {
      await app.stop();
      fs.rmSync(work, { recursive: true, force: true });
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  },
};
