// R4: the access matrix (every declared route × anonymous, pending consent, child, other child,
// superuser) plus the takeover cases: the hidden profile list, a stranger logging in as a profile
// whose consent is pending, and guessing a child's password from one address.
import fs from 'node:fs';
import { Client, createChild, errorCode, fillUrl, saveStory, startApp, superuser, type AppServer, type DeclaredRoute, type Scenario } from './lib';

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
  // Only a session that must first choose its personal password may call these: none of ours.
  if (route.access === 'password-setup') return true;
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
      const url = fillUrl(route.url, storyId);
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
    try {
      t = await takeovers(app2, routes);
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
    return {
      figures: `${routes.length} routes × 5 callers: ${m.refusedOk}/${m.protectedCases} protected cases refused; takeover cases ${t.held}/3 held${t.firstThrottle ? `, guessing throttled after ${t.firstThrottle} tries` : ''}; login cards ${c.held}/${c.total} held`,
      breaches: [...m.breaches, ...t.breaches, ...c.breaches],
    };
  },
};
