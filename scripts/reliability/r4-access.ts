// R4: the access matrix (every declared route × anonymous, pending consent, child, other child,
// superuser) plus the takeover cases: the hidden profile list, a stranger logging in as a profile
// whose consent is pending, and guessing a child's password from one address; and the account
// rules, on a server with the safe defaults and on one in family use: an open session cannot give
// consent again to replace the password, a stranger cannot consent for a profile the superuser
// enrolled, the initial password opens nothing while personal passwords are required, and a
// class of 2,000 rows (or a semicolon file) imports in one request.
// Also the family letter's routes: a replaced letter's secret fails.
// The voice routes name a page 0 that has a recording of the owner's, so the recording
// routes' ids are real: nobody but the owner and the superuser hears, replaces or removes it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, createChild, errorCode, fillUrl, saveStory, startApp, superuser, type AppServer, type DeclaredRoute, type Scenario } from './lib';

/** A real recording (Chromium's MediaRecorder) for the voice routes. */
const VOICE = fs.readFileSync(path.resolve(import.meta.dirname, '../../tests/fixtures/voice/chromium.webm'));

const PLAUSIBLE = {
  name: 'Prova Accesso',
  age: 9,
  title: 'Titolo cambiato da altri',
  content: 'Contenuto cambiato da altri',
  status: 'completed',
  mode: 'GHOST',
  text: 'Ciao a tutti',
  toAll: true,
  password: 'prova-accesso-1',
  adultName: 'Maestra Lucia',
  accepted: true,
};

type Caller = 'anonymous' | 'pending' | 'child' | 'other' | 'superuser';
const ACCESS_CODES = ['unauthenticated', 'forbidden', 'consent_required', 'password_setup_required'];

function mustRefuse(route: DeclaredRoute, caller: Caller): boolean {
  if (caller === 'superuser' || route.access === 'anonymous') return false;
  if (route.access === 'consent') return caller === 'anonymous';
  if (route.access === 'profile') return caller === 'anonymous' || caller === 'pending';
  return true; // superuser routes: everyone else
}

async function matrix(app: AppServer, routes: DeclaredRoute[]) {
  const base = app.baseURL;
  const breaches: string[] = [];
  let refusedOk = 0;
  let protectedCases = 0;
  let allowedOk = 0;
  const owner = await createChild(base, 'Proprietaria');
  const other = await createChild(base, 'Altro Bambino');
  const su = await superuser(base);
  // The owner's own view, never used as a caller, so no call under test can end its session.
  const ownerView = new Client(base, 'owner view');
  const ownerLogin = await ownerView.post('/api/auth/login', { name: owner.name, password: owner.name });
  if (ownerLogin.status !== 200) throw new Error(`owner login: ${ownerLogin.status} ${ownerLogin.text.slice(0, 200)}`);
  // The owner's adult allowed her voice, so her recordings exist for the voice routes' calls.
  const voiceConsent = await su.request(`/api/admin/users/${owner.id}/voice-consent`, { method: 'PUT', json: { consent: true, adultName: 'Maestra Lucia' } });
  if (voiceConsent.status !== 200) throw new Error(`voice consent: ${voiceConsent.status} ${voiceConsent.text.slice(0, 200)}`);
  let pendingCount = 0;
  const freshPending = async () => {
    const c = new Client(base, 'pending');
    const r = await c.post('/api/profiles', { name: `In Attesa ${++pendingCount}`, age: 8 });
    if (r.status !== 201) throw new Error(`pending profile: ${r.status} ${r.text.slice(0, 200)}`);
    return c;
  };
  const freshLogin = async (caller: 'child' | 'other' | 'superuser') => {
    if (caller === 'superuser') return superuser(base);
    const who = caller === 'child' ? owner : other;
    const c = new Client(base, caller);
    const r = await c.post('/api/auth/login', { name: who.name, password: who.name });
    if (r.status !== 200) throw new Error(`login ${who.name}: ${r.status} ${r.text.slice(0, 200)}`);
    return c;
  };
  const clients: Record<Exclude<Caller, 'pending'>, () => Promise<Client>> = {
    anonymous: async () => new Client(base, 'anonymous'),
    child: async () => owner.client.fork('child'),
    other: async () => other.client.fork('other'),
    superuser: async () => su.fork('superuser'),
  };

  for (const route of routes) {
    if (route.url === '/api/auth/logout') continue;
    for (const caller of ['anonymous', 'pending', 'child', 'other', 'superuser'] as Caller[]) {
      // A private story of the owner for every call that names an id, so nothing is shared.
      const story = await saveStory(owner.client, `Segreto ${route.method} ${caller}`, 'Il diario segreto della proprietaria');
      const storyId = (story.json as { story: { id: string } }).story.id;
      // Auth routes end or replace the caller's session: those calls get a session of their own.
      const own = route.url.startsWith('/api/auth/');
      const client = caller === 'pending' ? await freshPending() : own && caller !== 'anonymous' ? await freshLogin(caller) : await clients[caller]();
      // The voice routes: a recording of the owner's on the story's page 0, named by its id.
      const voice = /recording/.test(route.url);
      let recordingId = storyId;
      if (voice) {
        const up = await ownerView.request(`/api/stories/${storyId}/recordings/0`, { method: 'PUT', body: VOICE, headers: { 'content-type': 'audio/webm' } });
        if (up.status !== 201) throw new Error(`owner's recording: ${up.status} ${up.text.slice(0, 200)}`);
        recordingId = (up.json as { id: string }).id;
      }
      const url = /^\/api\/(admin\/)?recordings\//.test(route.url) ? fillUrl(route.url, recordingId) : fillUrl(route.url.replace(':page', '0'), storyId);
      const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
      const r = await client.request(url, { method: route.method, ...(hasBody ? { json: { ...PLAUSIBLE, id: storyId } } : {}) });
      const label = `${caller} ${route.method} ${route.url} (${route.access}) → ${r.status} ${errorCode(r) ?? ''}`;
      if (r.status >= 500) breaches.push(label);
      if (mustRefuse(route, caller)) {
        protectedCases++;
        if ((r.status === 401 || r.status === 403) && ACCESS_CODES.includes(errorCode(r) ?? '')) refusedOk++;
        else breaches.push(`not refused: ${label}`);
      } else if ((r.status === 401 || r.status === 403) && ACCESS_CODES.includes(errorCode(r) ?? '')) {
        // Allowed callers must get past the access check (their own logic may still say no).
        if (!(caller === 'other' || caller === 'anonymous')) breaches.push(`wrongly refused: ${label}`);
      } else allowedOk++;
      // Object level: nobody but the owner and the superuser reads or changes the private story.
      if (caller === 'anonymous' || caller === 'other' || caller === 'pending') {
        if (route.url === '/api/stories/:id' && route.method === 'GET' && r.status === 200) breaches.push(`read another's private story: ${label}`);
        if (voice) {
          protectedCases++;
          const heard = route.method === 'GET' && r.status === 200 && (route.url === '/api/recordings/:id' || /recordings/.test(r.text));
          const still = await ownerView.get(`/api/stories/${storyId}/recordings`);
          const kept = (still.json as { recordings?: { id: string }[] } | undefined)?.recordings?.map((x) => x.id) ?? [];
          if (heard) breaches.push(`heard another's private recording: ${label}`);
          else if (kept.length !== 1 || kept[0] !== recordingId)
            breaches.push(`changed another's recording: ${label} (owner now has ${kept.join(', ') || 'none'})`);
          else refusedOk++;
        }
        const check = await ownerView.get(`/api/stories/${storyId}`);
        const s = (check.json as { story?: { title: string; content: string; isPublic: boolean } } | undefined)?.story;
        if (check.status !== 200 || !s || s.content !== 'Il diario segreto della proprietaria' || s.isPublic || s.title.startsWith('Titolo cambiato')) {
          breaches.push(`changed another's private story: ${label} (owner now sees ${check.status}${s ? ` "${s.title}" public=${s.isPublic}` : ''})`);
        } else if (route.url.includes(':') && route.url.startsWith('/api/stories')) {
          protectedCases++;
          refusedOk++;
        }
      }
    }
  }
  // Messages: one sent to the owner only is invisible to the other child and stays unread for her.
  const sent = await su.post('/api/admin/messages', { toAll: false, recipientIds: [owner.id], text: 'Solo per la proprietaria' });
  if (sent.status < 300) {
    const mine = await ownerView.get('/api/messages');
    const msg = (mine.json as { messages: { id: string; text: string; read: boolean }[] }).messages.find((m) => m.text === 'Solo per la proprietaria');
    const theirs = await other.client.get('/api/messages');
    protectedCases += 2;
    if (JSON.stringify(theirs.json).includes('Solo per la proprietaria')) breaches.push('another child sees a message sent to the owner only');
    else refusedOk++;
    if (msg) {
      await other.client.post(`/api/messages/${msg.id}/read`);
      const again = await ownerView.get('/api/messages');
      const m2 = (again.json as { messages: { id: string; read: boolean }[] }).messages.find((m) => m.id === msg.id);
      if (m2?.read) breaches.push("another child marked the owner's message as read");
      else refusedOk++;
    }
  }
  return { breaches, refusedOk, protectedCases, allowedOk };
}

async function takeovers(app: AppServer, routes: DeclaredRoute[]) {
  const base = app.baseURL;
  const breaches: string[] = [];
  const notes: string[] = [];
  let held = 0;
  const child = await createChild(base, 'Giulia Rossi');
  const su = await superuser(base);

  // 1. The superuser hides the anonymous profile list: nobody can read the names any more.
  const settingRoutes = routes.filter(
    (r) => r.access === 'superuser' && ['PUT', 'PATCH', 'POST'].includes(r.method) && /setting/i.test(r.url) && !r.url.includes(':'),
  );
  let hidden = false;
  for (const route of settingRoutes) {
    const r = await su.request(route.url, { method: route.method, json: { hideProfileList: true } });
    if (r.status < 300) {
      hidden = true;
      break;
    }
  }
  if (!hidden)
    breaches.push(
      `no superuser setting accepted {hideProfileList: true} (tried ${settingRoutes.map((r) => `${r.method} ${r.url}`).join(', ') || 'no settings route'})`,
    );
  else {
    const list = await new Client(base).get('/api/profiles');
    if (list.status < 300 && list.text.includes('Giulia Rossi')) breaches.push('with hideProfileList on, GET /api/profiles still lists the children to anyone');
    else {
      held++;
      notes.push('hidden list ok');
    }
  }

  // 2. A profile waiting for consent: a stranger logging in with its name gets no consent session.
  const creator = new Client(base, 'creator');
  const created = await creator.post('/api/profiles', { name: 'Marco Nuovo', age: 7 });
  if (created.status !== 201) breaches.push(`could not create a pending profile: ${created.status}`);
  else {
    const stranger = new Client(base, 'stranger');
    const login = await stranger.post('/api/auth/login', { name: 'Marco Nuovo', password: 'Marco Nuovo' });
    const consent = await stranger.post('/api/auth/consent', { adultName: 'Un Estraneo', accepted: true });
    if (consent.status < 300) breaches.push(`a stranger activated a pending profile (login ${login.status}, consent ${consent.status})`);
    const session = await stranger.get('/api/session');
    const s = session.json as { user?: unknown; pendingConsent?: unknown } | undefined;
    if (s?.user) breaches.push('a stranger holds a full session on a pending profile');
    const own = await creator.post('/api/auth/consent', { adultName: 'Mamma di Marco', accepted: true });
    if (own.status !== 200) breaches.push(`the creating session could not give consent afterwards: ${own.status} ${own.text.slice(0, 120)}`);
    else if (consent.status >= 300 && !s?.user) {
      held++;
      notes.push('pending consent ok');
    }
  }

  // 3. Guessing a child's password from one address is throttled, and stays so for the right one.
  // The guesser throws its cookies away before every try.
  const guesser = () => new Client(base, 'guesser');
  let firstThrottle = 0;
  const deadline = Date.now() + 40_000;
  for (let n = 1; n <= 40 && Date.now() < deadline; n++) {
    const r = await guesser().post('/api/auth/login', { name: 'Giulia Rossi', password: `tentativo-${n}` });
    if (r.status === 429 || r.ms > 2_000) {
      firstThrottle = n;
      break;
    }
  }
  if (!firstThrottle) breaches.push('40 wrong passwords for one child from one address were never throttled');
  else {
    const right = await guesser().post('/api/auth/login', { name: 'Giulia Rossi', password: 'Giulia Rossi' });
    if (right.status === 200) breaches.push(`the guesser was throttled after ${firstThrottle} tries, yet the right password still logged in at once`);
    else held++;
    notes.push(`guessing throttled after ${firstThrottle}`);
  }
  void child;
  return { breaches, notes, firstThrottle, held };
}

/** The account rules, against one server: `secure` keeps a new installation's safe defaults. */
async function accountRules(app: AppServer, mode: 'secure' | 'family') {
  const base = app.baseURL;
  const breaches: string[] = [];
  const notes: string[] = [];
  let held = 0;
  let cases = 0;
  const su = await superuser(base);
  const tag = `[${mode}]`;
  const ownPassword = 'girasole-blu-7';

  // Takeover through consent: an open session (a shared PC, or a stranger's own login in family
  // use) of a consented profile replaces the password without the current one.
  cases++;
  const owner = await createChild(base, `Lina Consenso`, 9, mode === 'secure' ? ownPassword : undefined);
  const ownerPassword = mode === 'secure' ? ownPassword : owner.name;
  const stranger = new Client(base, 'stranger');
  const strangerLogin = await stranger.post('/api/auth/login', { name: owner.name, password: owner.name });
  const takeoverSession = strangerLogin.status === 200 ? stranger : owner.client.fork('shared pc');
  const reconsent = await takeoverSession.post('/api/auth/consent', { adultName: 'xx', accepted: true, password: 'presa-tua-1', confirm: 'presa-tua-1' });
  const ownerBack = await new Client(base, 'owner').post('/api/auth/login', { name: owner.name, password: ownerPassword });
  if (reconsent.status < 300 || ownerBack.status !== 200)
    breaches.push(
      `${tag} an open session gave consent again and replaced the password (consent ${reconsent.status}, the child's own login ${ownerBack.status})`,
    );
  else held++;

  // A profile the superuser imported: whoever types its name gets no consent session.
  cases++;
  const imported = await su.post('/api/admin/users/import', { csv: 'nome,età\nEnzo Iscritto,8\n', commit: true });
  const enrolled = (imported.json as { created?: number } | undefined)?.created === 1;
  if (!enrolled) breaches.push(`${tag} the superuser could not import one row: ${imported.status} ${imported.text.slice(0, 160)}`);
  else {
    const s2 = new Client(base, 'stranger 2');
    const login = await s2.post('/api/auth/login', { name: 'Enzo Iscritto', password: 'Enzo Iscritto' });
    const consent = await s2.post('/api/auth/consent', { adultName: 'Un Estraneo', accepted: true, password: 'presa-tua-2', confirm: 'presa-tua-2' });
    const roster = await su.get('/api/admin/users');
    const row = (roster.json as { users?: Array<{ name: string; consentBy?: string | null }> } | undefined)?.users?.find((u) => u.name === 'Enzo Iscritto');
    if (consent.status < 300 || row?.consentBy)
      breaches.push(
        `${tag} a stranger gave consent for an imported profile (login ${login.status}, consent ${consent.status}, roster says ${row?.consentBy ?? 'nothing'})`,
      );
    else held++;
  }

  // Personal passwords required, a profile still on its initial password: no session for the name.
  cases++;
  let initialName = '';
  if (mode === 'secure') {
    // Imported, and the consent recorded by the superuser: consented, still on its name.
    initialName = 'Enzo Iscritto';
    const list = await su.get('/api/admin/users');
    const id = (list.json as { users?: Array<{ id: string; name: string }> } | undefined)?.users?.find((u) => u.name === initialName)?.id;
    const recorded = id ? await su.post(`/api/admin/users/${id}/consent`, { adultName: 'Mamma di Enzo' }) : undefined;
    if (recorded?.status !== 200) breaches.push(`${tag} could not record the consent of an imported profile: ${recorded?.status ?? 'no such profile'}`);
  } else {
    initialName = (await createChild(base, 'Ezio Iniziale')).name;
    await su.request('/api/admin/settings', { method: 'PUT', json: { requirePersonalPasswords: true } });
  }
  const s3 = new Client(base, 'stranger 3');
  const initialLogin = await s3.post('/api/auth/login', { name: initialName, password: initialName });
  const chosen = await s3.post('/api/auth/personal-password', { password: 'presa-tua-3', confirm: 'presa-tua-3' });
  const s3Session = (await s3.get('/api/session')).json as { user?: unknown } | undefined;
  if (initialLogin.status === 200 || chosen.status < 300 || s3Session?.user)
    breaches.push(
      `${tag} with personal passwords required, the name on its initial password opened a session (login ${initialLogin.status}, personal-password ${chosen.status})`,
    );
  else held++;

  // Italian Excel's file (';', a BOM, CRLF), even of one row; a class of 2,000 rows in one
  // request, within a minute, never 503.
  if (mode === 'secure') {
    cases++;
    const excel = await su.post('/api/admin/users/import', { csv: '\uFEFFnome;età\r\nSara Punto;8\r\n', commit: false });
    const excelNew = (excel.json as { counts?: { new?: number } } | undefined)?.counts?.new;
    if (excel.status !== 200 || excelNew !== 1) breaches.push(`${tag} a one-row file with ';' was not read: ${excel.status} ${excel.text.slice(0, 160)}`);
    else held++;
    cases++;
    const rows = Array.from({ length: 2000 }, (_, i) => `Alunno Grande ${String(i).padStart(4, '0')};${6 + (i % 6)}`);
    const started = performance.now();
    const big = await su.request('/api/admin/users/import', {
      method: 'POST',
      json: { csv: `\uFEFFnome;età\r\n${rows.join('\r\n')}\r\n`, commit: true },
      timeoutMs: 90_000,
    });
    const seconds = (performance.now() - started) / 1000;
    const created = (big.json as { created?: number } | undefined)?.created;
    if (big.status !== 200 || created !== 2000 || seconds > 60)
      breaches.push(`${tag} a class of 2,000 rows: ${big.status}, ${created ?? 0} created in ${seconds.toFixed(1)} s`);
    else {
      held++;
      notes.push(`${tag} 2,000 rows imported in ${seconds.toFixed(1)} s`);
    }
  }
  return { breaches, notes, held, cases };
}

/**
 * The family letter: its routes refuse the wrong callers, a letter replaced by a newer one stops
 * working, a used one cannot be used again, and consenting from home gives nobody a session.
 * The letter's secret is read from the PDF's text (poppler's pdftotext), as a family would.
 */
async function familyLetterCases(app: AppServer) {
  const base = app.baseURL;
  const breaches: string[] = [];
  let held = 0;
  const su = await superuser(base);
  const child = await createChild(base, 'Famiglia Prova');
  const anonymous = new Client(base, 'anonymous');
  for (const [url, body] of [
    ['/api/admin/family-letters', { userIds: [child.id] }],
    ['/api/admin/consent', { selection: { userIds: [child.id] } }],
  ] as const) {
    for (const caller of [anonymous, child.client.fork('child')]) {
      const r = await caller.post(url, body);
      if ((r.status === 401 || r.status === 403) && ACCESS_CODES.includes(errorCode(r) ?? '')) held++;
      else breaches.push(`family letter: ${caller.label} POST ${url} → ${r.status} ${errorCode(r) ?? ''}, not refused`);
    }
  }
  const enrolled = await su.post('/api/admin/users', { name: 'Lettera Prova', age: 8 });
  const id = (enrolled.json as { profile?: { id: string } } | undefined)?.profile?.id;
  if (!id) return { breaches: [...breaches, `family letter: could not enrol a child (${enrolled.status})`], held };
  const print = async (): Promise<string | null> => {
    const res = await fetch(`${base}/api/admin/family-letters`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-site': 'same-origin', cookie: su.cookieHeader() },
      body: JSON.stringify({ userIds: [id] }),
    });
    if (res.status !== 200 || res.headers.get('content-type') !== 'application/pdf') {
      breaches.push(`family letter: printing answered ${res.status} ${res.headers.get('content-type') ?? ''}`);
      return null;
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r4-letter-'));
    try {
      const file = path.join(dir, 'lettera.pdf');
      fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      return /family-consent#k=([A-Za-z0-9_-]{43})/.exec(text.replace(/\s*\n\s*/g, ''))?.[1] ?? null;
    } catch (error) {
      breaches.push(`family letter: could not read the PDF's text (${String(error).slice(0, 120)})`);
      return null;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const oldSecret = await print();
  const newSecret = await print();
  if (!oldSecret || !newSecret) return { breaches: [...breaches, 'family letter: no secret in the printed letter'], held };
  const home = new Client(base, 'family at home');
  const replaced = await home.post('/api/family-consent', { secret: oldSecret, adultName: 'Un Estraneo', accepted: true });
  if (replaced.status === 404) held++;
  else breaches.push(`family letter: a replaced letter's secret answered ${replaced.status}`);
  const given = await home.post('/api/family-consent', { secret: newSecret, adultName: 'Mamma di Lettera', accepted: true });
  if (given.status !== 200) breaches.push(`family letter: the valid letter answered ${given.status} ${given.text.slice(0, 120)}`);
  else if (home.session) breaches.push('family letter: consenting from home gave a session');
  else held++;
  const reused = await new Client(base, 'stranger').post('/api/family-consent', { secret: newSecret, adultName: 'Un Estraneo', accepted: true });
  if (reused.status === 410) held++;
  else breaches.push(`family letter: a used letter answered ${reused.status}`);
  return { breaches, held };
}

/**
 * Login cards: the superuser's card routes refuse everyone else, a card opens its child's
 * profile, and once taken back ('Ritira tessere') or reprinted its secret and its words fail.
 */
async function loginCards(app: AppServer) {
  const base = app.baseURL;
  const breaches: string[] = [];
  let held = 0;
  const giulia = await createChild(base, 'Giulia Tessera');
  const marco = await createChild(base, 'Marco Tessera');
  const su = await superuser(base);
  type Card = { userId: string; secret: string; code: string };
  const issue = async (userIds: string[]): Promise<Card[] | null> => {
    const r = await su.post('/api/admin/cards', { userIds });
    const cards = (r.json as { cards?: Card[] } | undefined)?.cards;
    if (r.status !== 200 || !cards) {
      breaches.push(`the superuser could not print login cards: POST /api/admin/cards → ${r.status} ${errorCode(r) ?? ''}`);
      return null;
    }
    return cards;
  };
  const cardLogin = (payload: object) => new Client(base, 'card').post('/api/auth/card', payload);

  // Wrong callers: anonymous, a child (with her own session), and for the password route a stranger.
  for (const url of ['/api/admin/cards', '/api/admin/cards/revoke']) {
    for (const [who, client] of [
      ['anonymous', new Client(base, 'anonymous')],
      ['child', giulia.client.fork('child')],
    ] as const) {
      const r = await client.post(url, { userIds: [giulia.id, marco.id] });
      if ((r.status === 401 || r.status === 403) && ACCESS_CODES.includes(errorCode(r) ?? '')) held++;
      else breaches.push(`${who} POST ${url} → ${r.status} ${errorCode(r) ?? ''}: not refused`);
    }
  }
  const issued = await issue([giulia.id, marco.id]);
  const card = issued?.find((c) => c.userId === giulia.id);
  const other = issued?.find((c) => c.userId === marco.id);
  if (card && other) {
    const anonymousPassword = await new Client(base, 'anonymous').post('/api/auth/card/password', { secret: card.secret, password: 'drago volante' });
    if (anonymousPassword.status === 401) held++;
    else breaches.push(`anonymous POST /api/auth/card/password → ${anonymousPassword.status}: not refused`);
    // Marco's session cannot use Giulia's secret to change his (or her) password.
    const marcoByCard = new Client(base, 'marco');
    await marcoByCard.post('/api/auth/card', { secret: other.secret });
    const crossed = await marcoByCard.post('/api/auth/card/password', { secret: card.secret, password: 'drago volante' });
    if (crossed.status >= 400 && crossed.status < 500) held++;
    else breaches.push(`another child's session set a password with Giulia's card secret → ${crossed.status}`);

    const first = await cardLogin({ secret: card.secret });
    if (first.status !== 200) breaches.push(`a fresh card did not log its child in: ${first.status} ${errorCode(first) ?? ''}`);
    const revoked = await su.post('/api/admin/cards/revoke', { userIds: [giulia.id] });
    if (revoked.status !== 200) breaches.push(`'Ritira tessere' failed: ${revoked.status}`);
    const oldSecret = await cardLogin({ secret: card.secret });
    const oldCode = await cardLogin({ name: 'Giulia Tessera', code: card.code });
    if (oldSecret.status === 401 && oldCode.status === 401) held++;
    else breaches.push(`a revoked card still opens the profile: by QR ${oldSecret.status}, by words ${oldCode.status}`);
    // A reprint works, and the card before it stops.
    const [second] = (await issue([marco.id])) ?? [];
    const stale = await cardLogin({ secret: other.secret });
    const fresh = second ? await cardLogin({ secret: second.secret }) : null;
    if (stale.status === 401 && fresh?.status === 200) held++;
    else breaches.push(`after 'Ristampa' the old card answers ${stale.status} and the new one ${fresh?.status ?? 'none'}`);
  }
  return { breaches, held, total: 8 };
}

export const r4: Scenario = {
  name: 'R4 access',
  async run({ routes, log }) {
    const app = await startApp({ env: { LOGIN_RATE_LIMIT: '100000' } });
    let m;
    try {
      m = await matrix(app, routes);
    } finally {
      await app.stop();
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
    // The takeover cases run with the default limits.
    const app2 = await startApp();
    let t;
    let f;
    try {
      t = await takeovers(app2, routes);
      f = await familyLetterCases(app2);
    } finally {
      await app2.stop();
      fs.rmSync(app2.dataDir, { recursive: true, force: true });
    }
    const app3 = await startApp();
    let c;
    try {
      c = await loginCards(app3);
    } finally {
      await app3.stop();
      fs.rmSync(app3.dataDir, { recursive: true, force: true });
    }
    log(`R4 takeovers: ${t.notes.join('; ')}`);
    log(`R4 login cards: ${c.held}/${c.total} held`);
    log(`R4 family letter: ${f.held}/7 cases held`);
    // The account rules on a new installation's safe defaults, then in family use.
    const rules = [];
    for (const mode of ['secure', 'family'] as const) {
      const rulesApp = await startApp({ secureDefaults: mode === 'secure' });
      try {
        rules.push(await accountRules(rulesApp, mode));
      } finally {
        await rulesApp.stop();
        fs.rmSync(rulesApp.dataDir, { recursive: true, force: true });
      }
    }
    log(`R4 account rules: ${rules.flatMap((r) => r.notes).join('; ')}`);
    const rulesHeld = rules.reduce((n, r) => n + r.held, 0);
    const rulesCases = rules.reduce((n, r) => n + r.cases, 0);
    return {
      figures: `${routes.length} routes × 5 callers: ${m.refusedOk}/${m.protectedCases} protected cases refused; takeover cases ${t.held}/3 held${t.firstThrottle ? `, guessing throttled after ${t.firstThrottle} tries` : ''}; account rules ${rulesHeld}/${rulesCases} held; family letter ${f.held}/7 held; login cards ${c.held}/${c.total} held`,
      breaches: [...m.breaches, ...t.breaches, ...rules.flatMap((r) => r.breaches), ...f.breaches, ...c.breaches],
    };
  },
};
