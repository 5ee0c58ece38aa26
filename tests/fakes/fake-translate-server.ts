/**
 * A fake translation provider: a real HTTP server on 127.0.0.1 that speaks both shapes the app
 * uses (spec 001 §7):
 *   GET  /translate_a/single?client=gtx&sl=it&tl=en&dt=t&q=…  → google's nested array
 *   POST /translate {q, source, target, format}              → LibreTranslate's {translatedText}
 *
 * It translates deterministically, line by line (line breaks come back where they were):
 * - it → en: a few phrases from a small table ('C'era una volta' → 'Once upon a time', 'Fine' →
 *   'The end', any case, a capital first letter kept),
 *   then every sentence gets the prefix '[EN] ';
 * - en → it: the '[EN] ' prefixes are removed and the table read backwards, so a round trip
 *   gives the original back.
 * It fails with 500 when the text contains ERRORE-TRADUZIONE or the request has ?fail=1, and
 * answers after `slowMs` (default 3 s) when the text contains LENTO-TRADUZIONE or ?slow=1.
 *
 * In tests: `const fake = await startFakeTranslateServer()` → { url, requests, stop() }.
 * As a script (e2e): `node --import tsx tests/fakes/fake-translate-server.ts [port]` prints
 * `FAKE_TRANSLATE_URL=http://127.0.0.1:PORT` and serves until SIGTERM/SIGINT.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const FAIL_MARKER = 'ERRORE-TRADUZIONE';
export const SLOW_MARKER = 'LENTO-TRADUZIONE';
export const EN_PREFIX = '[EN] ';

/** Italian phrase → English phrase, applied before the prefix (longest first). */
export const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ["C'era una volta", 'Once upon a time'],
  ['e vissero felici e contenti', 'and they lived happily ever after'],
  ['Fine', 'The end'],
  ['il drago', 'the dragon'],
  ['la principessa', 'the princess'],
  ['il bosco', 'the forest'],
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function replacePhrases(text: string, direction: 'it-en' | 'en-it'): string {
  let out = text;
  const pairs = [...PHRASES].sort((a, b) => b[0].length - a[0].length);
  for (const [it, en] of pairs) {
    const [from, to] = direction === 'it-en' ? [it, en] : [en, it];
    // case-insensitive; a capital first letter stays capital ('Il bosco' → 'The forest')
    out = out.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(from)}(?![\\p{L}])`, 'giu'), (found) =>
      found[0] !== undefined && found[0] !== found[0].toLowerCase() ? to.charAt(0).toUpperCase() + to.slice(1) : to.charAt(0).toLowerCase() + to.slice(1),
    );
  }
  return out;
}

/** The fake's translation of one line. */
function translateLine(line: string, from: string, to: string): string {
  if (line.trim() === '' || from === to) return line;
  if (to === 'en') {
    // sentences keep their own spacing; each one is marked as translated
    return line
      .split(/(?<=[.!?…])(\s+)/)
      .map((part, i) => (i % 2 === 1 || part === '' ? part : `${EN_PREFIX}${replacePhrases(part, 'it-en')}`))
      .join('');
  }
  return replacePhrases(line.split(EN_PREFIX).join(''), 'en-it');
}

/** How the fake translates a whole text (exported so tests can state what they expect). */
export function fakeTranslate(text: string, from: string, to: string): string {
  return text
    .split('\n')
    .map((line) => translateLine(line, from, to))
    .join('\n');
}

/** google's answer: one segment per line, each ending with its line break, as the real one does. */
function googleAnswer(text: string, from: string, to: string): unknown {
  const lines = text.split(/(?<=\n)/);
  const segments = lines.map((line) => [fakeTranslate(line, from, to), line, null, null, 10]);
  return [segments, null, from];
}

export interface FakeTranslateRequest {
  shape: 'google' | 'libretranslate' | 'other';
  from: string;
  to: string;
  text: string;
}

export interface FakeTranslateServer {
  /** Base address, e.g. http://127.0.0.1:41234 (TRANSLATE_URL). */
  readonly url: string;
  /** How many translation requests arrived (both shapes, failures included). */
  readonly requests: number;
  /** Every translation request in order. */
  readonly log: readonly FakeTranslateRequest[];
  reset(): void;
  stop(): Promise<void>;
}

export interface FakeTranslateOptions {
  port?: number;
  /** Delay of a slow answer (ms). */
  slowMs?: number;
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function stringField(value: unknown, key: string): string {
  if (typeof value !== 'object' || value === null || !(key in value)) return '';
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : '';
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function startFakeTranslateServer(options: FakeTranslateOptions = {}): Promise<FakeTranslateServer> {
  const slowMs = options.slowMs ?? 3000;
  const log: FakeTranslateRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    void (async () => {
      const address = new URL(req.url ?? '/', 'http://127.0.0.1');
      let entry: FakeTranslateRequest;
      if (req.method === 'GET' && address.pathname === '/translate_a/single') {
        entry = {
          shape: 'google',
          from: address.searchParams.get('sl') ?? '',
          to: address.searchParams.get('tl') ?? '',
          text: address.searchParams.get('q') ?? '',
        };
      } else if (req.method === 'POST' && address.pathname === '/translate') {
        const body = parseJson(await readBody(req));
        entry = { shape: 'libretranslate', from: stringField(body, 'source'), to: stringField(body, 'target'), text: stringField(body, 'q') };
      } else {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
        return;
      }
      log.push(entry);

      if (entry.text.includes(SLOW_MARKER) || address.searchParams.get('slow') === '1') {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            timers.delete(timer);
            resolve();
          }, slowMs);
          timers.add(timer);
        });
        if (res.destroyed) return;
      }
      if (entry.text.includes(FAIL_MARKER) || address.searchParams.get('fail') === '1' || !/^(it|en)$/.test(entry.from) || !/^(it|en)$/.test(entry.to)) {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'translation failed' }));
        return;
      }
      const answer =
        entry.shape === 'google' ? googleAnswer(entry.text, entry.from, entry.to) : { translatedText: fakeTranslate(entry.text, entry.from, entry.to) };
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(answer));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    get requests() {
      return log.length;
    },
    log,
    reset() {
      log.length = 0;
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const runAsScript = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runAsScript) {
  const port = Number(process.argv[2] ?? process.env.FAKE_TRANSLATE_PORT ?? 0);
  const fake = await startFakeTranslateServer({ port: Number.isInteger(port) ? port : 0 });
  console.log(`FAKE_TRANSLATE_URL=${fake.url}`);
  const shutdown = () => {
    void fake.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
