// R5: the XSS corpus saved in every text field (stories, answers, reading and science stories,
// messages, profile and adult names where allowed), then every screen that shows user text opened
// in Chromium: the window.__xss sentinel and the dialog listener never fire, no injected element
// (on* attribute, script, javascript: link, frame) appears and CSP never reports a violation.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { Client, createChild, saveStory, startApp, superuser, type Scenario } from './lib';
import { XSS_CORPUS } from './xss-corpus';

const INIT = `
  window.__xss = 0;
  window.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    // 'eval' is zod probing whether it may compile validators; inline code is what an injection makes.
    if (e.blockedURI !== 'eval') window.__csp.push(e.violatedDirective + ' ' + e.blockedURI);
  });
`;

const INSPECT = () => {
  const w = window as unknown as { __xss: number; __csp: string[] };
  const injected: string[] = [];
  for (const el of Array.from(document.querySelectorAll('*'))) {
    for (const attr of Array.from(el.attributes)) {
      if (/^on/i.test(attr.name)) injected.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
      if (/^(href|src|action|formaction|data)$/i.test(attr.name) && /^\s*(javascript|data:text\/html)/i.test(attr.value))
        injected.push(`<${el.tagName.toLowerCase()} ${attr.name}=${attr.value.slice(0, 30)}>`);
    }
    const tag = el.tagName.toLowerCase();
    if (['iframe', 'object', 'embed', 'base', 'meta', 'marquee', 'isindex', 'keygen'].includes(tag) && !(tag === 'meta' && el.closest('head')))
      injected.push(`<${tag}>`);
    if (tag === 'script' && ((el as HTMLScriptElement).text.trim() !== '' || !(el as HTMLScriptElement).src.startsWith(location.origin)))
      injected.push('<script>');
  }
  return { xss: w.__xss, csp: w.__csp, injected, text: document.body.innerText.includes('__xss') || document.body.innerText.includes('alert(') };
};

export const r5: Scenario = {
  name: 'R5 xss',
  async run({ full, log }) {
    const app = await startApp({ env: { LOGIN_RATE_LIMIT: '100000' } });
    const base = app.baseURL;
    const breaches: string[] = [];
    const corpus = XSS_CORPUS;
    let fields = 0;
    let stored = 0;
    let pages = 0;
    let pagesShowingPayloads = 0;
    let browser: Browser | undefined;
    try {
      const su = await superuser(base);
      const child = await createChild(base, 'Lettrice Curiosa');
      const store = (ok: boolean) => {
        fields++;
        if (ok) stored++;
      };
      // Stories of a child: a payload in each title, all of them in the text and the answers.
      const all = corpus.join('\n');
      const storyIds: string[] = [];
      for (const [i, p] of corpus.entries()) {
        const r = await saveStory(child.client, p, i === 0 ? all : `${p}\n${all.slice(0, 5000)}`, i === 0 ? { answers: corpus, category: corpus[2] } : {});
        store(r.status < 300);
        const id = (r.json as { story?: { id?: string } } | undefined)?.story?.id;
        if (id) storyIds.push(id);
      }
      // Some published, so the public archive shows them too.
      for (const id of storyIds.slice(0, full ? 50 : 10)) await su.post(`/api/stories/${id}/publish`);
      // Reading and science stories (title, text, author), by the superuser.
      const readingIds: string[] = [];
      const scienceIds: string[] = [];
      const count = full ? corpus.length : 12;
      for (const [i, p] of corpus.slice(0, count).entries()) {
        // Reading stories allow 100 characters of title and 2,000 of text.
        const r = await su.post('/api/reading-stories', { title: `${p.slice(0, 90)} #${i}`, content: `${p}\n${all}`.slice(0, 2000), author: p.slice(0, 100) });
        store(r.status < 300);
        const id = (r.json as { story?: { id?: string } } | undefined)?.story?.id;
        if (id) readingIds.push(id);
        const s = await su.post('/api/science-stories', { title: `${p} #${i}`, content: `${p}\n${all}` });
        store(s.status < 300);
        const sid = (s.json as { story?: { id?: string } } | undefined)?.story?.id;
        if (sid) scienceIds.push(sid);
      }
      // Messages to everyone.
      for (const p of corpus.slice(0, full ? corpus.length : 15)) store((await su.post('/api/admin/messages', { toAll: true, text: p })).status < 300);
      // Profile names (the name rule refuses most of them) and the adult's name at consent.
      for (const p of corpus.slice(0, full ? corpus.length : 20)) {
        const c = new Client(base);
        const r = await c.post('/api/profiles', { name: p.slice(0, 40), age: 9 });
        store(r.status < 300);
        if (r.status < 300) store((await c.post('/api/auth/consent', { adultName: p.slice(0, 40), accepted: true })).status < 300);
      }
      const adult = new Client(base);
      if ((await adult.post('/api/profiles', { name: 'Figlio Di Adulto', age: 9 })).status === 201)
        store((await adult.post('/api/auth/consent', { adultName: corpus[0]!.slice(0, 40), accepted: true })).status < 300);

      browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
      const contextFor = async (client: Client | null): Promise<BrowserContext> => {
        const context = await browser!.newContext({ baseURL: base, locale: 'it-IT' });
        await context.addInitScript(INIT);
        if (client) await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: base })));
        return context;
      };
      // Every list screen shows all the payloads; viewers open a sample (full mode: 40 of each kind).
      const viewers = (ids: string[], make: (id: string) => string) => ids.slice(0, full ? 40 : 2).map(make);
      const plan: [Client | null, string[]][] = [
        [
          null,
          [
            '/profiles',
            '/public',
            '/reading-stories',
            '/science-stories',
            ...viewers(readingIds, (id) => `/reading-story-viewer/${id}`),
            ...viewers(scienceIds, (id) => `/science-story-viewer/${id}`),
            ...viewers(storyIds.slice(0, 10), (id) => `/story/${id}`),
          ],
        ],
        [child.client, ['/dashboard', '/user-archive', ...viewers(storyIds, (id) => `/story/${id}`)]],
        [
          su,
          [
            '/dashboard',
            '/superuser',
            '/superuser-archive',
            '/superuser-users',
            '/superuser-reading-stories-view',
            '/superuser-reading-stories-management',
            '/superuser-science-stories-view',
            '/superuser-science-stories-management',
            ...viewers(readingIds, (id) => `/superuser-reading-story-viewer/${id}`),
            ...viewers(scienceIds, (id) => `/superuser-science-story-viewer/${id}`),
            ...viewers(storyIds, (id) => `/story/${id}`),
          ],
        ],
      ];
      for (const [client, urls] of plan) {
        const context = await contextFor(client);
        const page = await context.newPage();
        let dialogs = 0;
        page.on('dialog', (d) => {
          dialogs++;
          void d.dismiss().catch(() => undefined);
        });
        for (const url of urls) {
          await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 }).catch((e: unknown) => breaches.push(`${url}: ${String(e).slice(0, 100)}`));
          await page.mouse.move(200, 200);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)).catch(() => undefined);
          await page.waitForTimeout(300);
          const seen = await page.evaluate(INSPECT).catch(() => null);
          pages++;
          const who = client === null ? 'anonymous' : client === su ? 'superuser' : 'child';
          if (!seen) continue;
          if (seen.text) pagesShowingPayloads++;
          if (seen.xss) breaches.push(`${who} ${url}: window.__xss fired`);
          if (dialogs) breaches.push(`${who} ${url}: ${dialogs} dialog(s) opened`);
          if (seen.injected.length) breaches.push(`${who} ${url}: injected ${[...new Set(seen.injected)].slice(0, 4).join(' ')}`);
          if (seen.csp.length) breaches.push(`${who} ${url}: CSP violation ${seen.csp.slice(0, 2).join(', ')}`);
          dialogs = 0;
          log(`R5 ${who} ${url}: ${seen.text ? 'shows payloads' : 'no payload text'}`);
        }
        await context.close();
      }
      if (pagesShowingPayloads === 0) breaches.push('no screen showed any payload text: the corpus was not rendered');
    } finally {
      await browser?.close();
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
    return {
      figures: `${corpus.length} payloads, ${stored}/${fields} field saves accepted, ${pages} screens opened (${pagesShowingPayloads} show payload text), ${breaches.length} fired or injected`,
      breaches,
    };
  },
};
