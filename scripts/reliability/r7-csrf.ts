// R7: CSRF from another origin. A page served on a second loopback port, opened in Chromium while
// the superuser is logged in, auto-submits text/plain, urlencoded and multipart forms and sends
// no-cors fetches to state-changing endpoints. Nothing may change (checked through the API).
import http from 'node:http';
import fs from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { Client, createChild, freePort, saveStory, sleep, startApp, superuser, type Scenario } from './lib';

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
    return {
      figures: `${attacks} cross-origin attacks from a page on another loopback port (text/plain, urlencoded, multipart, no-cors fetch): ${breaches.length} took effect`,
      breaches,
    };
  },
};
