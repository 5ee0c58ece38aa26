// R6: lockout and throttle. A class of 30 behind one address logs in within a minute; a stranger
// on the same address failing again and again is slowed (429 with Retry-After, or the spec's
// 'Account Bloccato' for the superuser) but never locks the owner out of their own device, child
// or superuser. Runs with the default limits.
import fs from 'node:fs';
import http from 'node:http';
import { ACCOUNT_POLICY } from '../../src/server/auth/throttle';
import { Client, SUPERUSER_PASSWORD, createChild, startApp, tempDir, type AppServer, type Scenario } from './lib';

interface FromReply {
  status: number;
  body: string;
  retryAfter: string | null;
  ms: number;
}

/** One POST from a chosen loopback source address (the server sees it as the client's address). */
function postFrom(app: AppServer, localAddress: string, path: string, json: unknown, cookie?: string): Promise<FromReply> {
  const body = JSON.stringify(json);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: app.port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        timeout: 120_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: app.baseURL,
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'cors',
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const retry = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            retryAfter: typeof retry === 'string' ? retry : null,
            ms: performance.now() - started,
          });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

const countBy = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].map(([k, n]) => `${n}×${k}`).join(' ');
};

export const r6: Scenario = {
  name: 'R6 lockout',
  async run({ full, log }) {
    const dataDir = tempDir('r6');
    const breaches: string[] = [];
    const classSize = 30;
    const strangerTries = full ? 60 : 25;
    let classOk = 0;
    let childSlowed = 0;
    let childRetryAfter = 0;
    let suSlowed = 0;
    let ownerChildOk = false;
    let ownerSuOk = false;
    try {
      // The profiles are made with the limits lifted; then the app restarts with its defaults.
      let app = await startApp({ dataDir, env: { LOGIN_RATE_LIMIT: '100000' } });
      await createChild(app.baseURL, 'Proprietario Tablet');
      for (let i = 0; i < classSize; i++) await createChild(app.baseURL, `Alunno ${String.fromCharCode(65 + (i % 26))}${i}`);
      await app.stop();
      app = await startApp({ dataDir });
      const base = app.baseURL;
      try {
        // A class behind one router: 30 children log in within a minute, each on a classroom PC.
        const started = Date.now();
        const results = await Promise.all(
          Array.from({ length: classSize }, async (_, i) => {
            const c = new Client(base);
            const name = `Alunno ${String.fromCharCode(65 + (i % 26))}${i}`;
            const r = await c.post('/api/auth/login', { name, password: name });
            return r.status;
          }),
        );
        classOk = results.filter((s) => s === 200).length;
        const classSeconds = (Date.now() - started) / 1000;
        if (classOk < classSize || classSeconds > 60)
          breaches.push(
            `a class of ${classSize} on one address: ${classOk} logged in within ${classSeconds.toFixed(0)} s (${[...new Set(results)].join('/')})`,
          );

        // The owners' own devices: each logged in once, then out (the device keeps what it keeps).
        const ownerDevice = new Client(base, 'owner tablet');
        const first = await ownerDevice.post('/api/auth/login', { name: 'Proprietario Tablet', password: 'Proprietario Tablet' });
        if (first.status !== 200) breaches.push(`the owner could not log in at first: ${first.status}`);
        await ownerDevice.post('/api/auth/logout');
        const teacherDevice = new Client(base, 'teacher pc');
        const suFirst = await teacherDevice.post('/api/auth/superuser', { password: SUPERUSER_PASSWORD });
        if (suFirst.status !== 200) breaches.push(`the superuser could not log in at first: ${suFirst.status}`);
        await teacherDevice.post('/api/auth/logout');

        // A stranger on the same address hammers both accounts, throwing its cookies away each
        // time (an attacker keeps nothing the server hands out).
        const stranger = () => new Client(base, 'stranger');
        const deadline = Date.now() + (full ? 120_000 : 40_000);
        for (let n = 0; n < strangerTries && Date.now() < deadline; n++) {
          const r = await stranger().post('/api/auth/login', { name: 'Proprietario Tablet', password: `indovino-${n}` });
          if (r.status === 429 || r.ms > 2_000) childSlowed++;
          if (r.status === 429 && r.headers.get('retry-after')) childRetryAfter++;
          if (r.status >= 500) breaches.push(`stranger child login answered ${r.status}`);
        }
        for (let n = 0; n < 10 && Date.now() < deadline; n++) {
          const r = await stranger().post('/api/auth/superuser', { password: `indovino-${n}` });
          if (r.status === 429 || r.status === 423 || r.ms > 2_000) suSlowed++;
          if (r.status >= 500) breaches.push(`stranger superuser login answered ${r.status}`);
        }
        if (childSlowed === 0) breaches.push(`${strangerTries} wrong child passwords from a stranger were never slowed`);
        else if (childRetryAfter === 0) breaches.push('the stranger was slowed without a 429 carrying Retry-After');
        if (suSlowed === 0) breaches.push('10 wrong superuser passwords from a stranger were never slowed');

        // The owners, on their own devices, still get in at once.
        const again = await ownerDevice.post('/api/auth/login', { name: 'Proprietario Tablet', password: 'Proprietario Tablet' });
        ownerChildOk = again.status === 200;
        if (!ownerChildOk) breaches.push(`the child was locked out of their own device by a stranger: ${again.status} ${again.text.slice(0, 120)}`);
        const suAgain = await teacherDevice.post('/api/auth/superuser', { password: SUPERUSER_PASSWORD });
        ownerSuOk = suAgain.status === 200;
        if (!ownerSuOk) breaches.push(`the superuser was locked out of their own device by a stranger: ${suAgain.status} ${suAgain.text.slice(0, 120)}`);
        log(`R6 stranger: child slowed ${childSlowed}/${strangerTries}, superuser slowed ${suSlowed}/10`);
      } finally {
        await app.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return {
      figures: `class of ${classSize} on one address: ${classOk} in; stranger slowed on ${childSlowed}/${strangerTries} child tries (${childRetryAfter} × Retry-After) and ${suSlowed}/10 superuser tries; owner's device: child ${ownerChildOk ? 'in' : 'LOCKED OUT'}, superuser ${ownerSuOk ? 'in' : 'LOCKED OUT'}`,
      breaches,
    };
  },
};

/**
 * R6, guesses and floods (its own app and time limit): what a stranger learns and what he can
 * stop. A name nobody has answers like a real one, the 7th wrong try included; 60 parallel
 * guesses for one child from 60 addresses get no more checks than the account's free tries; 250
 * parallel logins with made-up names from one address cause no 5xx; while 100 more come from 20
 * addresses, the teacher's trusted browser (the superuser) and a child's trusted tablet get in at
 * once, and after the flood everyone answers normally. Distinct client addresses come from
 * loopback source addresses (127.0.x.y, `localAddress`).
 */
export const r6Guesses: Scenario = {
  name: 'R6 guesses and floods',
  async run({ log }) {
    const dataDir = tempDir('r6g');
    const breaches: string[] = [];
    let oracle = 'not run';
    let parallelChecked = -1;
    let floodOne = 'not run';
    let floodMany = 'not run';
    let during = 'not run';
    try {
      let app = await startApp({ dataDir, env: { LOGIN_RATE_LIMIT: '100000' } });
      await createChild(app.baseURL, 'Nome Vero');
      await createChild(app.baseURL, 'Bersaglio Parallelo');
      await createChild(app.baseURL, 'Proprietario Tablet');
      await app.stop();
      app = await startApp({ dataDir });
      try {
        // The owners' own devices, each trusted after one login.
        const ownerDevice = new Client(app.baseURL, 'owner tablet');
        const first = await ownerDevice.post('/api/auth/login', { name: 'Proprietario Tablet', password: 'Proprietario Tablet' });
        if (first.status !== 200) breaches.push(`the owner could not log in at first: ${first.status}`);
        await ownerDevice.post('/api/auth/logout');
        const teacherDevice = new Client(app.baseURL, 'teacher pc');
        const suFirst = await teacherDevice.post('/api/auth/superuser', { password: SUPERUSER_PASSWORD });
        if (suFirst.status !== 200) breaches.push(`the superuser could not log in at first: ${suFirst.status}`);
        await teacherDevice.post('/api/auth/logout');

        // No oracle: seven wrong tries on a real name and on a made-up one, each from its own
        // address, answer alike (the 7th is the first 429 for a real name).
        // A wait read a second later is a second shorter: seconds are compared to the nearest ten.
        const tens = (n: number) => Math.round(n / 10) * 10;
        const seen = (r: FromReply) =>
          `${r.status} ${r.retryAfter === null ? '-' : tens(Number(r.retryAfter))} ${r.body.replace(/(\d+) secondi/g, (_, n: string) => `${tens(Number(n))} secondi`)}`;
        const differences: string[] = [];
        for (let n = 1; n <= 7; n++) {
          const known = await postFrom(app, '127.0.3.1', '/api/auth/login', { name: 'Nome Vero', password: `prova-${n}` });
          const unknown = await postFrom(app, '127.0.3.2', '/api/auth/login', { name: 'Nome Finto', password: `prova-${n}` });
          if (seen(known) !== seen(unknown)) differences.push(`try ${n}: real name ${seen(known).slice(0, 90)} / made-up name ${seen(unknown).slice(0, 90)}`);
        }
        oracle = differences.length === 0 ? 'alike' : `${differences.length} differ`;
        log(`R6 oracle: ${oracle}`);
        for (const d of differences.slice(0, 3)) {
          breaches.push(`a made-up name answers unlike a real one (${d})`);
          log(d);
        }

        // No race: 60 parallel wrong logins for one child from 60 addresses.
        const parallel = await Promise.all(
          Array.from({ length: 60 }, (_, i) => postFrom(app, `127.0.4.${i + 1}`, '/api/auth/login', { name: 'Bersaglio Parallelo', password: `a-caso-${i}` })),
        );
        // Every 401 is one password checked; a throttled try is refused before any check.
        parallelChecked = parallel.filter((r) => r.status === 401).length;
        log(`R6 parallel: ${countBy(parallel.map((r) => r.status))}`);
        if (parallelChecked > ACCOUNT_POLICY.free + 2)
          breaches.push(
            `60 parallel wrong logins from 60 addresses: ${parallelChecked} passwords checked (the account allows ${ACCOUNT_POLICY.free}) — ${countBy(parallel.map((r) => r.status))}`,
          );
        if (parallel.some((r) => r.status >= 500)) breaches.push(`parallel wrong logins answered ${countBy(parallel.map((r) => r.status))}`);

        // No starvation: 250 parallel logins with made-up names from one address.
        const one = await Promise.all(
          Array.from({ length: 250 }, (_, i) => postFrom(app, '127.0.5.1', '/api/auth/login', { name: `Fantasma ${i}`, password: 'boo' })),
        );
        floodOne = countBy(one.map((r) => r.status));
        log(`R6 flood from one address: ${floodOne}`);
        if (one.some((r) => r.status >= 500)) breaches.push(`250 parallel made-up names from one address: ${floodOne}`);

        // 100 more from 20 addresses (a long queue, no address over its cap), while the teacher (her trusted browser), the superuser and
        // a child on its trusted tablet log in: they must get in at once, not behind the flood.
        const manyTries = Array.from({ length: 100 }, (_, i) =>
          postFrom(app, `127.0.6.${(i % 20) + 1}`, '/api/auth/login', { name: `Ombra ${i}`, password: 'boo' }),
        );
        const many = Promise.all(manyTries);
        // The flood's first answer: its checks are in the queue now.
        await Promise.race(manyTries);
        const [teacherDuring, childDuring] = await Promise.all([
          teacherDevice.post('/api/auth/superuser', { password: SUPERUSER_PASSWORD }, { timeoutMs: 60_000 }),
          ownerDevice.post('/api/auth/login', { name: 'Proprietario Tablet', password: 'Proprietario Tablet' }, { timeoutMs: 60_000 }),
        ]);
        during = `teacher ${teacherDuring.status} in ${(teacherDuring.ms / 1000).toFixed(1)} s, child ${childDuring.status} in ${(childDuring.ms / 1000).toFixed(1)} s`;
        const manyAnswers = await many;
        floodMany = countBy(manyAnswers.map((r) => r.status));
        const slowest = Math.max(...manyAnswers.map((r) => r.ms));
        for (const [who, r] of [
          ['the teacher (trusted browser, superuser)', teacherDuring],
          ['a child on its trusted tablet', childDuring],
        ] as const) {
          if (r.status !== 200 || r.ms > 5_000)
            breaches.push(
              `${who} during a flood of 100 made-up names from 20 addresses: ${r.status} after ${(r.ms / 1000).toFixed(1)} s (the flood's slowest answer ${(slowest / 1000).toFixed(1)} s)`,
            );
        }

        // Nothing of the flood lingers: everyone answers normally afterwards.
        const teacherAfter = await teacherDevice.post('/api/auth/superuser', { password: SUPERUSER_PASSWORD });
        if (teacherAfter.status !== 200) breaches.push(`the teacher after the flood: ${teacherAfter.status} ${teacherAfter.text.slice(0, 120)}`);
        const newcomer = await postFrom(app, '127.0.7.1', '/api/auth/login', { name: 'Nome Vero', password: 'Nome Vero' });
        if (newcomer.status !== 200) breaches.push(`a child from a new address after the flood: ${newcomer.status} ${newcomer.body.slice(0, 120)}`);
        const madeUp = await postFrom(app, '127.0.7.2', '/api/auth/login', { name: 'Ancora Nessuno', password: 'x' });
        if (madeUp.status !== 401) breaches.push(`a made-up name from a new address after the flood: ${madeUp.status} ${madeUp.body.slice(0, 120)}`);
        log(`R6 flood: one address ${floodOne}; 20 addresses ${floodMany}; during it ${during}`);
      } finally {
        await app.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return {
      figures: `real vs made-up name: ${oracle}; 60 addresses in parallel: ${parallelChecked} checked; 250 made-up names from 1 address: ${floodOne}, from 20: ${floodMany}; during the flood: ${during}`,
      breaches,
    };
  },
};
