import SQLite from 'better-sqlite3';
import fs from 'node:fs';
const dir = fs.readdirSync('/tmp').filter((f) => f.startsWith('i16q-')).sort().pop();
const s = new SQLite(`/tmp/${dir}/fantasmia.sqlite`);
const uid = (s.prepare('select id from users').get() as any).id;
const cols = 'id, title, status, mode, language, author_name, is_public, image_id, created_at, updated_at, author_id';
const qs: Record<string,string> = {
  inner: `select id, updated_at from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`,
  innerRowid: `select rowid from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`,
  full: `select ${cols} from stories where id in (select k.id from (select id, updated_at from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600) k) order by updated_at desc, id desc`,
  byRowid: `select ${cols} from stories where rowid in (select rowid from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600) order by updated_at desc, id desc`,
  old: `select ${cols} from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`,
};
for (const [k, q] of Object.entries(qs)) {
  console.log(k, s.prepare('explain query plan ' + q).all(uid).map((r: any) => r.detail).join(' | '));
  const st = s.prepare(q); const N = 1000; const t0 = performance.now(); for (let i = 0; i < N; i++) st.all(uid); console.log('  ', ((performance.now() - t0) / N * 1000).toFixed(1), 'µs');
}
console.log(s.prepare("select sql from sqlite_master where tbl_name='stories'").all());
