import SQLite from 'better-sqlite3';
import fs from 'node:fs';
const dir = fs.readdirSync('/tmp').filter((f) => f.startsWith('i16q-')).sort().pop();
const s = new SQLite(`/tmp/${dir}/fantasmia.sqlite`);
const uid = (s.prepare('select id from users').get() as any).id;
const ids = s.prepare(`select id from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`).pluck().all(uid);
const ph = ids.map(() => '?').join(',');
const qs: Record<string,string> = {
  idTitle: `select id, title from stories where id in (${ph})`,
  idStatus: `select id, status from stories where id in (${ph})`,
  all: `select id, title, status, mode, language, author_name, is_public, image_id, created_at, updated_at, author_id from stories where id in (${ph})`,
  star: `select * from stories where id in (${ph})`,
};
for (let round = 0; round < 2; round++)
for (const [k, q] of Object.entries(qs)) {
  const st = s.prepare(q); const N = 2000; const t0 = performance.now(); for (let i = 0; i < N; i++) st.all(...ids); console.log(k, ((performance.now() - t0) / N * 1000).toFixed(1), 'µs');
}
console.log(s.pragma('page_size'), s.prepare('select avg(length(content)) from stories').pluck().get());
