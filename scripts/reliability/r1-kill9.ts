// R1: kill -9 during concurrent saves. Every save the server acknowledged (2xx) must survive the
// crash with its content, and the SQLite file must pass PRAGMA integrity_check.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { Client, createChild, saveStory, sleep, startApp, tempDir, type Child, type Scenario } from './lib';

const SETUP_ENV = { LOGIN_RATE_LIMIT: '100000' };

export const r1: Scenario = {
  name: 'R1 kill-9',
  async run({ full, log }) {
    const cycles = full ? 60 : 3;
    const writers = full ? 12 : 6;
    const dataDir = tempDir('r1');
    const breaches: string[] = [];
    let acknowledged = 0;
    let lost = 0;
    let integrityOk = 0;
    let failedRequests = 0;
    try {
      // Writers are logged-in children (anonymous saves have a quota by design).
      let app = await startApp({ dataDir, env: SETUP_ENV });
      const children: Child[] = [];
      for (let i = 0; i < writers; i++) children.push(await createChild(app.baseURL, `Scrittore ${String.fromCharCode(65 + i)}`));
      await app.stop();

      for (let cycle = 0; cycle < cycles; cycle++) {
        app = await startApp({ dataDir, env: SETUP_ENV });
        const acked = new Map<string, string>();
        let stop = false;
        const loops = children.map(async (child, w) => {
          const client = new Client(app.baseURL, child.name);
          client.cookies = new Map(child.client.cookies);
          for (let n = 0; !stop && n < 100_000; n++) {
            const content = `c${cycle} w${w} n${n} ${randomBytes(24).toString('hex')}`;
            try {
              const r = await saveStory(client, `Storia ${cycle}-${w}-${n}`, content);
              if (r.status >= 200 && r.status < 300) {
                const id = (r.json as { story?: { id?: string } }).story?.id;
                if (id) acked.set(id, content);
              } else if (!stop) {
                failedRequests++;
                if (r.status >= 500) breaches.push(`cycle ${cycle}: save answered ${r.status} before the kill`);
              }
            } catch {
              // The connection died with the server: not acknowledged, nothing to check.
              if (!stop) await sleep(5);
            }
          }
        });
        const killAfter = 300 + Math.floor(Math.random() * (full ? 2500 : 1500));
        await sleep(killAfter);
        await app.kill9();
        stop = true;
        await Promise.all(loops);
        acknowledged += acked.size;

        // Restart on the same folder: it must come up healthy; then stop it and look at the file.
        const again = await startApp({ dataDir, env: SETUP_ENV });
        await again.stop();
        const db = new Database(path.join(dataDir, 'fantasmia.sqlite'), { readonly: true, fileMustExist: true });
        try {
          const check = db.pragma('integrity_check', { simple: true });
          if (check === 'ok') integrityOk++;
          else breaches.push(`cycle ${cycle}: integrity_check says ${String(check)}`);
          const get = db.prepare('select content from stories where id = ?');
          for (const [id, content] of acked) {
            const row = get.get(id) as { content: string } | undefined;
            if (!row || row.content !== content) {
              lost++;
              if (lost <= 5) breaches.push(`cycle ${cycle}: acknowledged story ${id} ${row ? 'has other content' : 'is missing'}`);
            }
          }
        } finally {
          db.close();
        }
        log(`R1 cycle ${cycle + 1}/${cycles}: killed after ${killAfter} ms, ${acked.size} acknowledged`);
      }
      if (acknowledged === 0) breaches.push('no save was acknowledged: nothing was tested');
      if (lost > 5) breaches.push(`${lost} acknowledged stories lost or changed in all`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return {
      figures: `${cycles} cycles, ${acknowledged} acknowledged, ${lost} lost, integrity ok ${integrityOk}/${cycles}${failedRequests ? `, ${failedRequests} saves refused` : ''}`,
      breaches,
    };
  },
};
