import { afterAll, beforeAll, expect, test } from 'vitest';
import type { WorkshopView } from '../../shared/workshop/view';
import { LiveClient } from '../../../tests/support/server/live-client';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

/**
 * Two app instances on one PostgreSQL (npm run test:pg), as behind a load balancer: the board is
 * on one, the children on the other, and LISTEN/NOTIFY carries every event across. SQLite runs
 * one instance by design, so this file only runs on PostgreSQL.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let one: TestApp;
let two: TestApp;
let urlOne: string;
let urlTwo: string;
const clients: LiveClient[] = [];

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  if (!onPostgres) return;
  one = await createTestApp();
  two = await createTestApp({ DATABASE_URL: one.env.DATABASE_URL });
  urlOne = await listen(one);
  urlTwo = await listen(two);
});
afterAll(async () => {
  for (const c of clients) c.close();
  await two?.close();
  await one?.close();
});

async function open(url: string, id: string, cookie: string): Promise<LiveClient> {
  const c = await LiveClient.open(url, id, cookie);
  clients.push(c);
  return c;
}

test.skipIf(!onPostgres)('two instances on one PostgreSQL see each other’s events and presence', async () => {
  const su = await loginSuperuserCookie(one.app);
  const anna = await createChild(one.app, 'Anna');
  const bruno = await createChild(two.app, 'Bruno');
  const created = await one.app.inject({ method: 'POST', url: '/api/workshops', headers: { cookie: su }, payload: { method: 'CAMPBELL', turnMode: 'turns' } });
  const w = created.json<{ workshop: WorkshopView }>().workshop;
  const early = await open(urlOne, w.id, su);
  // Bruno joins through instance two; the session cookie works on both (sessions live in the database).
  expect((await two.app.inject({ method: 'POST', url: '/api/workshops/join', headers: { cookie: anna.cookie }, payload: { code: w.code } })).statusCode).toBe(
    200,
  );
  expect((await two.app.inject({ method: 'POST', url: '/api/workshops/join', headers: { cookie: bruno.cookie }, payload: { code: w.code } })).statusCode).toBe(
    200,
  );
  // A join through instance two reaches the board on instance one before any child connects.
  const joined = await early.until((v) => v.participants.length === 2, 'joins across instances');
  expect(joined.participants.map((p) => p.connected)).toEqual([false, false]);

  const board = await open(urlOne, w.id, su);
  const a = await open(urlTwo, w.id, anna.cookie);
  const b = await open(urlTwo, w.id, bruno.cookie);
  // Presence travels: the board on instance one sees both children connected on instance two.
  const seen = await board.until((v) => v.participants.every((p) => p.connected) && v.participants.length === 2, 'presence across instances');
  expect(seen.turn).toBe(anna.id);

  a.send({ kind: 'action', action: { type: 'propose', text: 'C’era una volta un faro.' } });
  const p = (await board.until((v) => v.proposals.length === 1, 'proposal across instances')).proposals[0]!;
  board.send({ kind: 'action', action: { type: 'accept', proposalId: p.id } });
  const after = await b.until((v) => v.paragraphs.length === 1, 'paragraph across instances');
  expect(after.turn).toBe(bruno.id);

  // A child leaving instance two is seen as absent on instance one; the turn goes back to Anna.
  b.close();
  await board.until((v) => !v.participants.find((x) => x.id === bruno.id)!.connected, 'Bruno gone across instances');
  board.send({ kind: 'action', action: { type: 'skip_turn' } });
  await a.until((v) => v.turn === anna.id, 'turn back to Anna');

  // The same change made on both instances at once is stored once (optimistic lock on version).
  board.send({ kind: 'action', action: { type: 'next_step' } });
  const boardTwo = await open(urlTwo, w.id, su);
  await boardTwo.until((v) => v.step === 1);
  board.send({ kind: 'action', action: { type: 'pause' } });
  boardTwo.send({ kind: 'action', action: { type: 'pause' } });
  await Promise.any([boardTwo.untilError('already_paused'), board.untilError('already_paused')]);
  const events = await two.database.db.selectFrom('workshop_events').select(['version', 'type']).where('workshop_id', '=', w.id).orderBy('version').execute();
  expect(events.filter((e) => e.type === 'pause')).toHaveLength(1);
  expect(events.map((e) => e.version)).toEqual(events.map((_, i) => i + 1));
});
