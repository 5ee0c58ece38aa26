// P8 of npm run bench: a whole school at once. Makes `profiles` children (each created and given
// consent through the API, so each has a session), `storiesEach` stories each (saved through the
// API), then lets `users` of them work at once for `seconds`: each opens a page of her archive,
// opens one of its stories and, one time in five, saves it again, waiting 100–500 ms between
// requests, like a child reading and writing. It records every request's latency by kind and
// the moments of the slowest ones, so that a tail can be traced to its cause (a checkpoint, a
// cache emptied by a save, garbage collection, the hashing pool).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const CONTENT = 'Testo di prova per la scuola. '.repeat(30).trim();
const PAGE_SIZE = 50;

/** The kinds of request P8 reports, in the order it prints them. */
export const KINDS = ['list', 'open', 'save'];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** A name the profile schema accepts (letters and spaces) and no other child has. */
function childName(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let n = i;
  let word = '';
  do {
    word = letters[n % 26] + word;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `Alunno ${word.padStart(3, 'a')}`;
}

/** One HTTP request on a keep-alive agent: node:http, so the load generator stays light. */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function cookieOf(res) {
  const header = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('fm_session='));
  if (!header) throw new Error(`no session cookie (${res.status})`);
  return header.split(';')[0];
}

/** Runs `count` jobs with at most `width` at a time. */
async function pool(count, width, job) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await job(i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
}

/**
 * The school: `profiles` children with consent (each from an address of its own, as a class's
 * devices behind a trusted proxy would be counted), and their stories.
 */
export async function seedSchool(baseUrl, { profiles, storiesEach, log }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const send = (path, body, cookie, address) =>
    request(agent, `${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookies = new Array(profiles);
  const started = performance.now();
  await pool(profiles, 16, async (i) => {
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const created = await send('/api/profiles', { name: childName(i), age: 6 + (i % 7) }, null, address);
    if (created.status !== 201) throw new Error(`profile ${i}: ${created.status} ${created.text}`);
    const password = `scuola-${i}-segreta`;
    const consent = await send('/api/auth/consent', { adultName: 'Maestra Bench', accepted: true, password, confirm: password }, cookieOf(created), address);
    if (consent.status !== 200) throw new Error(`consent ${i}: ${consent.status} ${consent.text}`);
    cookies[i] = cookieOf(consent);
  });
  log(`  P8 ${profiles} profiles with consent in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const savesStarted = performance.now();
  await pool(profiles * storiesEach, 48, async (n) => {
    const i = n % profiles;
    const res = await send(
      '/api/stories',
      { title: `Storia ${Math.floor(n / profiles)}`, content: CONTENT, status: 'completed', mode: n % 3 ? 'GHOST' : 'CSS' },
      cookies[i],
      '10.255.0.1',
    );
    if (res.status !== 201) throw new Error(`story ${n}: ${res.status} ${res.text}`);
  });
  log(`  P8 ${profiles * storiesEach} stories saved through the API in ${((performance.now() - savesStarted) / 1000).toFixed(0)} s`);
  agent.destroy();
  return cookies;
}

/**
 * `users` children at once for `seconds`. Each loop: a page of her archive (the first two pages,
 * where a child looks), one story of that page, and one time in five a save of that story; a
 * pause of 100–500 ms before each request.
 */
export async function schoolDay(baseUrl, cookies, { users, seconds, storiesEach }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: users });
  const samples = { list: [], open: [], save: [] };
  const slowest = [];
  let errors = 0;
  const errorKinds = new Map();
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  const pages = Math.max(1, Math.min(2, Math.ceil(storiesEach / PAGE_SIZE)));
  const pause = () => new Promise((r) => setTimeout(r, 100 + Math.random() * 400));

  const timed = async (kind, cookie, path, init = {}) => {
    const start = performance.now();
    try {
      const res = await request(agent, `${baseUrl}${path}`, { ...init, headers: { cookie, 'x-forwarded-for': '10.255.0.2', ...init.headers } });
      const ms = performance.now() - start;
      if (res.status < 200 || res.status >= 300) {
        errors += 1;
        errorKinds.set(`${kind} ${res.status}`, (errorKinds.get(`${kind} ${res.status}`) ?? 0) + 1);
        return null;
      }
      samples[kind].push(ms);
      slowest.push({ kind, ms, at: (start - t0) / 1000 });
      if (slowest.length > 200) slowest.sort((a, b) => b.ms - a.ms).splice(100);
      return JSON.parse(res.text);
    } catch (error) {
      errors += 1;
      const key = `${kind} ${error instanceof Error ? error.message : 'error'}`;
      errorKinds.set(key, (errorKinds.get(key) ?? 0) + 1);
      return null;
    }
  };

  const child = async (cookie) => {
    while (performance.now() < deadline) {
      await pause();
      const page = 1 + Math.floor(Math.random() * pages);
      const list = await timed('list', cookie, `/api/stories?page=${page}&pageSize=${PAGE_SIZE}`);
      const stories = list?.stories ?? [];
      if (stories.length === 0 || performance.now() >= deadline) continue;
      await pause();
      const picked = stories[Math.floor(Math.random() * stories.length)];
      const opened = await timed('open', cookie, `/api/stories/${picked.id}`);
      if (!opened || Math.random() >= 0.2 || performance.now() >= deadline) continue;
      await pause();
      const { story } = opened;
      await timed('save', cookie, '/api/stories', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: story.id, title: story.title, content: `${story.content} Ancora.`.slice(-2000), status: 'completed', mode: story.mode }),
      });
    }
  };

  await Promise.all(cookies.slice(0, users).map(child));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  const kinds = Object.fromEntries(
    KINDS.map((kind) => {
      const sorted = samples[kind].slice().sort((a, b) => a - b);
      return [kind, { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN }];
    }),
  );
  const total = KINDS.reduce((sum, kind) => sum + samples[kind].length, 0);
  slowest.sort((a, b) => b.ms - a.ms);
  return { kinds, rps: total / elapsed, errors, errorKinds: Object.fromEntries(errorKinds), slowest: slowest.slice(0, 10), elapsed };
}
