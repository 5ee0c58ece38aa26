import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_CHECK_CODE } from '../../shared/content-check';
import { API_ERROR_MESSAGES, apiErrorMessage } from '../../shared/messages/api-errors';
import { createTestApp, type TestApp } from '../../../tests/support/server/test-app';

/** Every server source file (not tests). */
function serverSources(): { file: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, '..');
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) out.push({ file: path.relative(root, p), text: fs.readFileSync(p, 'utf8') });
    }
  };
  walk(root);
  return out;
}

describe('stable API error codes', () => {
  const sources = serverSources();

  test('every HttpError names a snake_case machine code (or a shared *_CODE constant), or passes one through', () => {
    const calls = sources.flatMap(({ file, text }) => [...text.matchAll(/new HttpError\(\s*[^,]+,\s*([^,]+),/g)].map((m) => ({ file, code: m[1]!.trim() })));
    expect(calls.length).toBeGreaterThan(50);
    for (const { file, code } of calls) expect(code, file).toMatch(/^'[a-z]+(_[a-z]+)*'$|^(error|result)\.code$|^[A-Z][A-Z_]*_CODE$/);
    // A named constant shared with the client, e.g. the content check's code, is snake_case too.
    expect(CONTENT_CHECK_CODE).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  test('every fixed code of the catalogue is one the server sends (network, offline and http_error are the client’s own)', () => {
    const all = sources.map((s) => s.text).join('\n');
    for (const code of Object.keys(API_ERROR_MESSAGES)) {
      if (['network', 'offline', 'http_error'].includes(code)) continue;
      expect(all, code).toContain(`'${code}'`);
    }
  });

  test('no error message is written inline: each comes from the shared catalogue (src/shared/messages)', () => {
    const inline = sources.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/new (?:HttpError|ThrottledError)\([^;]*?'[a-z_]+',\s*'([^']*)'/g),
        ...text.matchAll(/\b(?:badRequest|notFound)\(\s*'([^']*)'/g),
        ...text.matchAll(/\bmessage: '([^']*)'/g),
        ...text.matchAll(/\{ title: '([^']*)'/g),
      ]
        .filter((m) => /[àèéìòù]|\b(il|la|non|di|un|una|della)\b/i.test(m[1]!))
        .map((m) => `${file}: ${m[1]}`),
    );
    expect(inline).toEqual([]);
  });

  test('the client shows the catalogue message of a fixed code and the server message of any other', () => {
    expect(apiErrorMessage('unauthenticated', 'altro')).toBe(API_ERROR_MESSAGES.unauthenticated);
    expect(apiErrorMessage('not_found', 'Storia non trovata')).toBe('Storia non trovata');
    expect(apiErrorMessage('toString', 'Messaggio del server')).toBe('Messaggio del server');
  });
});

describe('the API answers a fixed code with the catalogue message', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  test('unauthenticated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/messages' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { code: 'unauthenticated', message: API_ERROR_MESSAGES.unauthenticated } });
  });

  test('cross_origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profiles',
      headers: { origin: 'https://altro-sito.example', 'sec-fetch-site': 'cross-site' },
      payload: { name: 'Luca', age: 8 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'cross_origin', message: API_ERROR_MESSAGES.cross_origin });
  });
});
