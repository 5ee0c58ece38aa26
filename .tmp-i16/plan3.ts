import SQLite from 'better-sqlite3';
import fs from 'node:fs';
const dir = fs.readdirSync('/tmp').filter((f) => f.startsWith('i16q-')).sort().pop();
for (const variant of ['default', 'cache', 'mmap', 'default']) {
  const s = new SQLite(`/tmp/${dir}/fantasmia.sqlite`);
  s.pragma('journal_mode = WAL');
  if (variant === 'cache') s.pragma('cache_size = -32000');
  if (variant === 'mmap') s.pragma('mmap_size = 268435456');
  const uid = (s.prepare('select id from users').get() as any).id;
  const cols = 'id, title, status, mode, language, author_name, is_public, image_id, created_at, updated_at, author_id';
  const st = s.prepare(`select ${cols} from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`);
  const st2 = s.prepare(`select id, updated_at from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`);
  const raw = s.prepare(`select ${cols} from stories where author_id = ? order by updated_at desc, id desc limit 50 offset 600`).raw(true);
  const N = 3000;
  let t0 = performance.now(); for (let i = 0; i < N; i++) st.all(uid); const a = (performance.now() - t0) / N * 1000;
  t0 = performance.now(); for (let i = 0; i < N; i++) st2.all(uid); const b = (performance.now() - t0) / N * 1000;
  t0 = performance.now(); for (let i = 0; i < N; i++) raw.all(uid); const c = (performance.now() - t0) / N * 1000;
  const page = st.all(uid);
  t0 = performance.now(); for (let i = 0; i < N; i++) JSON.stringify(page); const d = (performance.now() - t0) / N * 1000;
  console.log(variant, 'page', a.toFixed(0), 'keys', b.toFixed(0), 'raw', c.toFixed(0), 'stringify', d.toFixed(0), 'µs');
  s.close();
}
