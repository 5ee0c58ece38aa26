import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { createDb, migrateToLatest } from '../src/server/db/client';
import { listMyStories } from '../src/server/stories/list-my-stories';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'i16q-'));
const d = createDb({ dataDir: dir });
await migrateToLatest(d);
const uid = randomUUID();
await d.db.insertInto('users').values({ id: uid, name: 'B', name_key: 'b', user_type: 'child', password_hash: 'x', created_at: new Date().toISOString() } as never).execute().catch(async (e) => { console.error(e.message); process.exit(1); });
const s = new SQLite(path.join(dir, 'fantasmia.sqlite'));
const ins = s.prepare(`insert into stories (id, title, content, status, mode, language, category, answers, mode_state, author_id, author_name, is_public, published_at, image_id, created_at, updated_at) values (?, ?, ?, 'completed', ?, 'italian', null, '[]', null, ?, 'B', 0, null, null, ?, ?)`);
const content = 'Testo di prova. '.repeat(60).trim();
s.transaction(() => { for (let i = 0; i < 10000; i++) { const at = new Date(Date.UTC(2026,0,1) + i * 60000).toISOString(); ins.run(randomUUID(), `Storia ${i}`, content, i % 3 ? 'GHOST' : 'CSS', uid, at, at); } })();
const sqls: string[] = [];
const db = d.db.withPlugin({ transformQuery: (a) => a.node, transformResult: async (a) => a.result });
const orig = (d.db as any).getExecutor();
for (const reuse of [false, true]) {
  await listMyStories({ db: d.db, authorId: uid, query: { page: 13, pageSize: 50 } as never, reuseCount: reuse });
  const N = 2000; const t0 = performance.now();
  for (let i = 0; i < N; i++) await listMyStories({ db: d.db, authorId: uid, query: { page: 13, pageSize: 50 } as never, reuseCount: reuse });
  console.log('listMyStories reuse', reuse, ((performance.now() - t0) / N * 1000).toFixed(1), 'µs');
}
// raw statements
const stmts = {
  page: s.prepare(`select id, title from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`),
};
for (const [k, st] of Object.entries(stmts)) { const N = 2000; const t0 = performance.now(); for (let i = 0; i < N; i++) st.all(uid); console.log(k, ((performance.now() - t0) / N * 1000).toFixed(1), 'µs'); }
console.log(s.prepare(`explain query plan select id, title from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`).all(uid));
const cols = 'id, title, status, mode, language, author_name, is_public, image_id, created_at, updated_at, author_id';
const more = {
  pageAll: s.prepare(`select ${cols} from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`),
  ws: s.prepare(`select w.story_id from workshop_participants p join workshops w on w.id = p.workshop_id where p.user_id = ? and p.removed = 0 and w.story_id is not null`),
  ver: s.prepare(`select total_changes() as c, (select data_version from pragma_data_version) as v`),
  count: s.prepare(`select count(*) from stories where author_id = ?`),
};
for (const [k, st] of Object.entries(more)) { const N = 2000; const t0 = performance.now(); for (let i = 0; i < N; i++) k === 'ver' ? st.all() : st.all(uid); console.log(k, ((performance.now() - t0) / N * 1000).toFixed(1), 'µs'); }
{ const N = 2000; const t0 = performance.now(); for (let i = 0; i < N; i++) await d.db.selectFrom('stories').select(['id']).where('id', '=', 'x').execute(); console.log('kysely trivial', ((performance.now() - t0) / N * 1000).toFixed(1), 'µs'); }
{ const N = 1000; const t0 = performance.now(); for (let i = 0; i < N; i++) await listMyStories({ db: d.db, authorId: uid, query: { page: 13, pageSize: 50 } as never, reuseCount: true }); console.log('list new', ((performance.now() - t0) / N * 1000).toFixed(1), 'µs'); }
const r = await listMyStories({ db: d.db, authorId: uid, query: { page: 13, pageSize: 50 } as never, reuseCount: true }); console.log(r.stories.length, r.stories[0].title, r.stories[49].title, r.total);
console.log(d.db.selectFrom('stories').select('id').where('id','in', d.db.selectFrom(d.db.selectFrom('stories').select(['id','updated_at']).where('author_id','=',uid).orderBy('updated_at','desc').orderBy('id','desc').limit(50).offset(600).as('k')).select('k.id')).orderBy('updated_at','desc').compile().sql);
