import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { createChild, createTestApp } from '../src/server/testing/test-app';
const t = await createTestApp({ LOG_LEVEL: 'warn' });
const { id, cookie } = await createChild(t.app, 'Bench');
const s = new SQLite(path.join(t.env.DATA_DIR, 'fantasmia.sqlite'));
const ins = s.prepare(`insert into stories (id, title, content, status, mode, language, category, answers, mode_state, author_id, author_name, is_public, published_at, image_id, created_at, updated_at) values (?, ?, ?, 'completed', ?, 'italian', null, '[]', null, ?, 'Bench', 0, null, null, ?, ?)`);
const content = 'Testo di prova. '.repeat(60).trim();
s.transaction(() => { for (let i = 0; i < 10000; i++) { const at = new Date(Date.UTC(2026,0,1) + i * 60000).toISOString(); ins.run(randomUUID(), `Storia ${i}`, content, i % 3 ? 'GHOST' : 'CSS', id, at, at); } })();
s.close();
const url = '/api/stories?page=13&pageSize=50';
const first = await t.app.inject({ method: 'GET', url, headers: { cookie } });
const payload = first.body;
const bare = Fastify();
const parsed = JSON.parse(payload);
bare.get('/list', async () => parsed);
await bare.ready();
const body = JSON.stringify({ title: 'Storia veloce', content, status: 'completed', mode: 'GHOST' });
async function time(label: string, f: () => Promise<unknown>, n = 2000) {
  const t0 = performance.now(); for (let i = 0; i < n; i++) await f(); return (performance.now() - t0) / n * 1000;
}
for (let round = 0; round < 3; round++) {
  const b = await time('bare', () => bare.inject({ method: 'GET', url: '/list' }));
  const a = await time('app', () => t.app.inject({ method: 'GET', url, headers: { cookie } }));
  const p = await time('post', () => t.app.inject({ method: 'POST', url: '/api/stories', headers: { cookie, 'content-type': 'application/json' }, payload: body }), 500);
  console.log(`bare ${b.toFixed(0)} µs, app list ${a.toFixed(0)} µs, ratio ${(b / a).toFixed(3)}; app post ${p.toFixed(0)} µs`);
}
if (process.env.PROF) {
  const { Session } = await import('node:inspector/promises');
  const session = new Session(); session.connect(); await session.post('Profiler.enable'); await session.post('Profiler.start');
  await time('app', () => t.app.inject({ method: 'GET', url, headers: { cookie } }), 3000);
  const { profile } = await session.post('Profiler.stop'); fs.writeFileSync('/tmp/i16/inj.cpuprofile', JSON.stringify(profile));
}
await t.close();
