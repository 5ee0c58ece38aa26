// R6: lockout and throttle. A class of 30 behind one address logs in within a minute; a stranger
// on the same address failing again and again is slowed (429 with Retry-After, or the spec's
// 'Account Bloccato' for the superuser) but never locks the owner out of their own device, child
// or superuser. Runs with the default limits.
import fs from 'node:fs';
import { Client, SUPERUSER_PASSWORD, createChild, startApp, tempDir, type Scenario } from './lib';

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
