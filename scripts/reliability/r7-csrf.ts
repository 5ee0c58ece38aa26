// R7: CSRF from another origin. A page served on a second loopback port, opened in Chromium while
// the superuser is logged in, auto-submits text/plain, urlencoded and multipart forms and sends
// no-cors fetches to state-changing endpoints. Nothing may change (checked through the API).
// Then spoofed X-Forwarded-For: TRUST_PROXY=true must refuse to start, and behind a trusted proxy
// (TRUST_PROXY=127.0.0.1 and TRUST_PROXY=1; this loopback client is the proxy) a client that
// writes other addresses on the left of the header stays one client for every per-address limit.
import http from 'node:http';
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { Client, createChild, freePort, saveStory, sleep, startApp, superuser, SUPERUSER_PASSWORD, type Scenario } from './lib';

/** The client behind the proxy, and what it writes on the left of X-Forwarded-For. */
const spoofedVia = (i: number, client: string) => ({ 'x-forwarded-for': `10.77.0.${i}, ${client}` });

/** One server behind a trusted "proxy" (this loopback client): the per-address limits hold against a spoofed leftmost hop. */
async function spoofedForwardedFor(trustProxy: string, log: (line: string) => void): Promise<{ checks: number; breaches: string[] }> {
  const app = await startApp({ env: { TRUST_PROXY: trustProxy, LOGIN_RATE_LIMIT: '100000' } });
  const base = app.baseURL;
  const breaches: string[] = [];
  const label = `TRUST_PROXY=${trustProxy}`;
  try {
    // 12 wrong logins, each with another leftmost address, from one client.
    await createChild(base, 'Bimbo Proxy');
    const logins: number[] = [];
    for (let i = 1; i <= 12; i++) {
      const r = await new Client(base).post('/api/auth/login', { name: 'Bimbo Proxy', password: 'non-e-lui' }, { headers: spoofedVia(i, '203.0.113.7') });
      logins.push(r.status);
    }
    log(`R7 ${label}: 12 spoofed logins → ${logins.join(' ')}`);
    if (!logins.slice(-5).every((status) => status === 429))
      breaches.push(`${label}: 12 logins with a spoofed leftmost X-Forwarded-For were not throttled (${logins.join(' ')})`);

    // 70 anonymous saves past the 60 an hour of one address.
    let saved = 0;
    let refused = 0;
    for (let i = 1; i <= 70; i++) {
      const r = await new Client(base).post(
        '/api/stories',
        { title: `Storia ${i}`, content: 'Da dietro il proxy', status: 'completed', mode: 'GHOST' },
        { headers: spoofedVia(i, '203.0.113.8') },
      );
      if (r.status === 201) saved++;
      else if (r.status === 429) refused++;
    }
    log(`R7 ${label}: 70 spoofed anonymous saves → ${saved} saved, ${refused} refused`);
    if (saved > 60) breaches.push(`${label}: ${saved} anonymous saves with a spoofed leftmost X-Forwarded-For passed the quota of 60 an hour`);

    // Ten wrong superuser passwords "from the teacher's address": only the sender is locked.
    const teacherAddress = '203.0.113.9';
    const tries: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const r = await new Client(base).post(
        '/api/auth/superuser',
        { password: 'sbagliata' },
        { headers: { 'x-forwarded-for': `${teacherAddress}, 198.51.100.66` } },
      );
      tries.push(r.status);
    }
    const teacher = await new Client(base).post('/api/auth/superuser', { password: SUPERUSER_PASSWORD }, { headers: { 'x-forwarded-for': teacherAddress } });
    log(`R7 ${label}: 10 wrong superuser passwords → ${tries.join(' ')}; the teacher's new browser → ${teacher.status}`);
    if (teacher.status !== 200)
      breaches.push(`${label}: ten wrong superuser passwords sent "from the teacher's address" locked her new browser (${teacher.status})`);
    if (tries[tries.length - 1] !== 423) breaches.push(`${label}: the client that sent ten wrong superuser passwords was not locked (${tries.join(' ')})`);
  } finally {
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
  }
  return { checks: 3, breaches };
}

/** TRUST_PROXY=true believes the leftmost X-Forwarded-For, which the client writes: the server must refuse to start with it. */
async function trustEveryHopRefused(): Promise<string[]> {
  try {
    const app = await startApp({ env: { TRUST_PROXY: 'true' } });
    await app.stop();
    fs.rmSync(app.dataDir, { recursive: true, force: true });
    return ['the server started with TRUST_PROXY=true (the leftmost X-Forwarded-For, written by the client, would be its address)'];
  } catch (error) {
    const text = String(error);
    if (!/TRUST_PROXY=127\.0\.0\.1/.test(text) || !/TRUST_PROXY=1\b/.test(text))
      return [`TRUST_PROXY=true stopped the start without saying what to set instead: ${text.slice(0, 300)}`];
    return [];
  }
}

function page(body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Pagina innocua</title></head><body>${body}</body></html>`;
}
const autoSubmit = (action: string, enctype: string, inputs: string) =>
  page(`<form id="f" method="POST" action="${action}" enctype="${enctype}">${inputs}</form><script>document.getElementById('f').submit()</script>`);
const noCors = (code: string) => page(`<script>(async () => { try { ${code} } catch (e) {} document.title = 'fatto'; })()</script>`);

export const r7: Scenario = {
  name: 'R7 csrf',
  async run({ log }) {
    const app = await startApp({ env: { LOGIN_RATE_LIMIT: '100000' } });
    const base = app.baseURL;
    const breaches: string[] = [];
    let browser: Browser | undefined;
    let attacker: http.Server | undefined;
    let attacks = 0;
    try {
      const child = await createChild(base, 'Bambina Riservata');
      const privateStory = await saveStory(child.client, 'Diario privato', 'Solo per me');
      const privateId = (privateStory.json as { story: { id: string } }).story.id;
      const publicStory = await saveStory(child.client, 'Storia pubblica', 'Per tutti');
      const publicId = (publicStory.json as { story: { id: string } }).story.id;
      const victim = await superuser(base);
      const checker = await superuser(base);
      if ((await checker.post(`/api/stories/${publicId}/publish`)).status !== 200) throw new Error('could not publish the control story');

      const json = (v: unknown) => JSON.stringify(v).replace(/'/g, '&#39;');
      const pages: Record<string, string> = {
        '/publish-text-plain': autoSubmit(`${base}/api/stories/${privateId}/publish`, 'text/plain', `<input name="x" value="y">`),
        '/publish-urlencoded': autoSubmit(`${base}/api/stories/${privateId}/publish`, 'application/x-www-form-urlencoded', `<input name="x" value="y">`),
        '/reading-multipart': autoSubmit(
          `${base}/api/reading-stories`,
          'multipart/form-data',
          `<input name="title" value="CSRF lettura"><input name="content" value="Creata da un altro sito">`,
        ),
        '/science-multipart': autoSubmit(
          `${base}/api/science-stories`,
          'multipart/form-data',
          `<input name="title" value="CSRF scienza"><input name="content" value="Creata da un altro sito">`,
        ),
        '/message-json-in-text': autoSubmit(
          `${base}/api/admin/messages`,
          'text/plain',
          `<input name='{"toAll":true,"text":"CSRF messaggio","x":"' value='"}'>`,
        ),
        '/unpublish-no-cors': noCors(`await fetch('${base}/api/stories/${publicId}/unpublish', { method: 'POST', mode: 'no-cors', credentials: 'include' });`),
        '/story-no-cors': noCors(
          `await fetch('${base}/api/stories', { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'Content-Type': 'text/plain' }, body: '${json({ title: 'CSRF storia', content: 'Da un altro sito', status: 'completed', mode: 'GHOST' })}' });`,
        ),
        '/reading-no-cors-multipart': noCors(
          `const f = new FormData(); f.append('title', 'CSRF lettura fetch'); f.append('content', 'Da un altro sito'); await fetch('${base}/api/reading-stories', { method: 'POST', mode: 'no-cors', credentials: 'include', body: f });`,
        ),
        '/password-text-plain': autoSubmit(
          `${base}/api/admin/users/${child.id}/password`,
          'text/plain',
          `<input name='{"password":"rubata-123","x":"' value='"}'>`,
        ),
        '/logout-form': autoSubmit(`${base}/api/auth/logout`, 'application/x-www-form-urlencoded', ''),
      };
      const port = await freePort();
      attacker = http.createServer((req, res) => {
        const html = pages[req.url ?? ''];
        res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        res.end(html ?? 'no');
      });
      await new Promise<void>((resolve) => attacker!.listen(port, '127.0.0.1', resolve));
      const evil = `http://127.0.0.1:${port}`;

      browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
      const context = await browser.newContext();
      await context.addCookies([...victim.cookies].map(([name, value]) => ({ name, value, url: base, sameSite: 'Lax' as const, httpOnly: true })));
      const tab = await context.newPage();
      // The control: the same browser, on our own origin, is logged in.
      await tab.goto(`${base}/api/session`);
      if (!(await tab.content()).includes('"isSuperuser":true')) breaches.push('control failed: the browser is not logged in as the superuser');
      for (const path of Object.keys(pages)) {
        attacks++;
        await tab.goto(`${evil}${path}`, { waitUntil: 'load', timeout: 15_000 }).catch(() => undefined);
        await tab.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        await sleep(300);
        log(`R7 ${path}: the browser ended on ${tab.url()}`);
      }

      // What changed? Checked through the API by another superuser session.
      const priv = await checker.get(`/api/stories/${privateId}`);
      if ((priv.json as { story?: { isPublic?: boolean } }).story?.isPublic) breaches.push("a page on another port published a child's private story");
      const pub = await checker.get(`/api/stories/${publicId}`);
      if (!(pub.json as { story?: { isPublic?: boolean } }).story?.isPublic) breaches.push('a page on another port unpublished a story (no-cors fetch)');
      const reading = await checker.get('/api/reading-stories');
      if (reading.text.includes('CSRF lettura'))
        breaches.push(`a page on another port created a reading story (${reading.text.includes('CSRF lettura fetch') ? 'multipart fetch' : 'multipart form'})`);
      const science = await checker.get('/api/science-stories');
      if (science.text.includes('CSRF scienza')) breaches.push('a page on another port created a science story (multipart form)');
      const archive = await checker.get('/api/admin/archive');
      if (archive.text.includes('CSRF storia')) breaches.push('a page on another port saved a story (text/plain fetch)');
      const childMessages = await child.client.get('/api/messages');
      if (childMessages.text.includes('CSRF messaggio')) breaches.push('a page on another port sent a message (JSON in a text/plain form)');
      const login = await new Client(base).post('/api/auth/login', { name: 'Bambina Riservata', password: 'Bambina Riservata' });
      const stolen = await new Client(base).post('/api/auth/login', { name: 'Bambina Riservata', password: 'rubata-123' });
      if (stolen.status === 200 || (login.status !== 200 && login.status !== 429)) breaches.push("a page on another port reset a child's password");
      const session = await victim.get('/api/session');
      if (!(session.json as { user?: unknown }).user) breaches.push("a page on another port logged the superuser out (the victim's session ended)");
    } finally {
      await browser?.close();
      await new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve()));
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
    const csrfBreaches = breaches.length;
    const startBreaches = await trustEveryHopRefused();
    let proxyChecks = 0;
    const proxyBreaches: string[] = [];
    for (const setting of ['127.0.0.1', '1']) {
      const result = await spoofedForwardedFor(setting, log);
      proxyChecks += result.checks;
      proxyBreaches.push(...result.breaches);
    }
    breaches.push(...startBreaches, ...proxyBreaches);
    return {
      figures:
        `${attacks} cross-origin attacks from a page on another loopback port (text/plain, urlencoded, multipart, no-cors fetch): ${csrfBreaches} took effect; ` +
        `TRUST_PROXY=true ${startBreaches.length === 0 ? 'refused at start' : 'not refused'}; spoofed X-Forwarded-For behind a trusted proxy ` +
        `(12 logins, 70 public saves, 10 superuser tries; TRUST_PROXY=127.0.0.1 and 1): ${proxyChecks} checks, ${proxyBreaches.length} breached`,
      breaches,
    };
  },
};
