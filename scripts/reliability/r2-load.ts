// R2: users browsing and saving plus a login flood with wrong passwords; 0 × 5xx, and the health
// probe (a separate process) stays fast: p99 under 50 ms in full mode (reported only in short mode).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client, ROOT, createChild, percentile, type Child, saveStory, sleep, startApp, type Scenario } from './lib';

const HEALTH_P99_LIMIT_MS = 50;

function probe(url: string, durationMs: number): Promise<{ latencies: [number, number][]; errors: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/reliability/health-probe.mjs'), url, String(durationMs), '25'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (c: string) => (out += c));
    child.once('exit', () => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '{}') as { latencies: [number, number][]; errors: number });
      } catch (error) {
        reject(new Error(`health probe output: ${out.slice(0, 200)} (${String(error)})`));
      }
    });
  });
}

export const r2: Scenario = {
  name: 'R2 load',
  async run({ full, log }) {
    const users = full ? 50 : 20;
    const seconds = full ? 60 : 10;
    const floodClients = 10;
    const app = await startApp({ env: { LOGIN_RATE_LIMIT: '100000' } });
    const breaches: string[] = [];
    let requests = 0;
    let fiveXX = 0;
    let netErrors = 0;
    let saves = 0;
    let attempts = 0;
    let throttled = 0;
    const statuses = new Map<number, number>();
    try {
      const children: Child[] = [];
      for (let i = 0; i < users; i++) children.push(await createChild(app.baseURL, `Lettore ${i + 1}`));
      // The same probe on the idle app first: what the machine itself gives (shared CI boxes vary).
      const idle = await probe(`${app.baseURL}/api/health`, full ? 5_000 : 3_000);
      const idleP99 = percentile(
        idle.latencies.map(([, ms]) => ms),
        99,
      );
      const endAt = Date.now() + seconds * 1000;
      const health = probe(`${app.baseURL}/api/health`, seconds * 1000);

      const count = (status: number, what: string) => {
        requests++;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) {
          fiveXX++;
          if (fiveXX <= 5) breaches.push(`${what} answered ${status}`);
        }
      };
      const userLoop = async (i: number) => {
        const child = children[i]!;
        const client = child.client;
        const mine: string[] = [];
        for (let n = 0; Date.now() < endAt && n < 100_000; n++) {
          const pick = Math.random();
          try {
            if (pick < 0.25) {
              const r = await saveStory(client, `Carico ${i}-${n}`, `Una storia scritta sotto carico dal lettore ${i}, numero ${n}.`);
              count(r.status, 'POST /api/stories');
              const id = (r.json as { story?: { id?: string } } | undefined)?.story?.id;
              if (id) {
                mine.push(id);
                saves++;
              }
            } else if (pick < 0.4 && mine.length > 0) {
              const r = await client.get(`/api/stories/${mine[Math.floor(Math.random() * mine.length)]}`);
              count(r.status, 'GET /api/stories/:id');
            } else if (pick < 0.55) {
              const r = await client.get('/api/stories?page=1&pageSize=20');
              count(r.status, 'GET /api/stories');
            } else if (pick < 0.7) {
              const r = await client.get('/api/reading-stories');
              count(r.status, 'GET /api/reading-stories');
            } else if (pick < 0.8) {
              const r = await client.get('/api/science-stories');
              count(r.status, 'GET /api/science-stories');
            } else if (pick < 0.9) {
              const r = await client.get('/api/session');
              count(r.status, 'GET /api/session');
            } else {
              const r = await client.get('/user-archive');
              count(r.status, 'GET /user-archive');
            }
          } catch (error) {
            netErrors++;
            if (netErrors <= 3) breaches.push(`a user request got no answer: ${String(error)}`);
          }
          await sleep(50 + Math.random() * 200);
        }
      };
      // The flood joins for the second half, so the figures tell browsing alone from browsing + flood.
      const floodFrom = Date.now() + (seconds * 1000) / 2;
      const floodLoop = async (f: number) => {
        await sleep(floodFrom - Date.now());
        const client = new Client(app.baseURL, `flood ${f}`);
        for (let n = 0; Date.now() < endAt && n < 100_000; n++) {
          try {
            const superuserTry = n % 5 === 4;
            const r = superuserTry
              ? await client.post('/api/auth/superuser', { password: `sbagliata-${f}-${n}` })
              : await client.post('/api/auth/login', { name: children[(f * 7 + n) % children.length]!.name, password: `sbagliata-${n}` });
            attempts++;
            count(r.status, superuserTry ? 'POST /api/auth/superuser' : 'POST /api/auth/login');
            if (r.status === 429) {
              throttled++;
              await sleep(20);
            }
          } catch (error) {
            netErrors++;
            if (netErrors <= 3) breaches.push(`a login request got no answer: ${String(error)}`);
          }
        }
      };
      await Promise.all([...children.map((_, i) => userLoop(i)), ...Array.from({ length: floodClients }, (_, f) => floodLoop(f))]);
      const h = await health;
      const all = h.latencies.map(([, ms]) => ms);
      const p99 = percentile(all, 99);
      const p50 = percentile(all, 50);
      const browsingP99 = percentile(
        h.latencies.filter(([t]) => t < floodFrom).map(([, ms]) => ms),
        99,
      );
      const floodP99 = percentile(
        h.latencies.filter(([t]) => t >= floodFrom).map(([, ms]) => ms),
        99,
      );
      log(`R2 statuses: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')}`);
      if (h.errors > 0) breaches.push(`${h.errors} health probes failed or timed out`);
      if (h.latencies.length === 0) breaches.push('the health probe got no answer');
      if (full && p99 > HEALTH_P99_LIMIT_MS) breaches.push(`/api/health p99 ${p99.toFixed(0)} ms > ${HEALTH_P99_LIMIT_MS} ms under load`);
      if (saves === 0) breaches.push('no save succeeded under load');
      if (netErrors > 0) breaches.push(`${netErrors} requests got no answer`);
      const note = full ? '' : ' (limit enforced in --full only)';
      return {
        figures: `${users} users × ${seconds} s + login flood from ${floodClients} clients for the second half: ${requests} requests, ${fiveXX} × 5xx, ${saves} saves, ${attempts} wrong logins (${throttled} × 429), /api/health p50 ${p50.toFixed(0)} ms p99 ${p99.toFixed(0)} ms over ${h.latencies.length} probes (idle app p99 ${idleP99.toFixed(0)} ms, browsing alone ${browsingP99.toFixed(0)} ms, with the flood ${floodP99.toFixed(0)} ms)${note}`,
        breaches,
      };
    } finally {
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  },
};
