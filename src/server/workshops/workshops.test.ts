import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { StoryListResponse } from '../../shared/schemas/story';
import type { WorkshopView } from '../../shared/workshop/view';
import { LiveClient } from '../../../tests/support/server/live-client';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

/**
 * Laboratorio over a real server and a real database (SQLite, or PostgreSQL under test:pg):
 * REST to create and join, the WebSocket line for everything live.
 */

let dir: string;
let t: TestApp;
let base: string;
let su: string;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };
let carla: { id: string; cookie: string };
const clients: LiveClient[] = [];

async function listen(app: TestApp): Promise<string> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-lab-'));
  t = await createTestApp({ DATA_DIR: dir });
  base = await listen(t);
  su = await loginSuperuserCookie(t.app);
  anna = await createChild(t.app, 'Anna');
  bruno = await createChild(t.app, 'Bruno');
  carla = await createChild(t.app, 'Carla');
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function open(id: string, cookie: string | undefined, url = base, origin: string | null = url): Promise<LiveClient> {
  const c = await LiveClient.open(url, id, cookie, origin);
  clients.push(c);
  return c;
}

async function create(payload: Record<string, unknown>, app: TestApp = t): Promise<WorkshopView> {
  const res = await app.app.inject({ method: 'POST', url: '/api/workshops', headers: { cookie: su }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ workshop: WorkshopView }>().workshop;
}

async function join(cookie: string, code: string | null) {
  return t.app.inject({ method: 'POST', url: '/api/workshops/join', headers: { cookie }, payload: { code } });
}

describe('a turno', () => {
  let w: WorkshopView;
  let board: LiveClient;
  let a: LiveClient;
  let b: LiveClient;

  test('the superuser creates a workshop; children join with the code and see the same card', async () => {
    w = await create({ method: 'CAMPBELL', turnMode: 'turns', signature: 'Classe 3ªB' });
    expect(w.signature).toBe('Classe 3ªB');
    expect(w.code).toMatch(/^[2-9A-Z]{6}$/);
    expect(w.current?.title).toBe('Il mondo di tutti i giorni');
    board = await open(w.id, su);
    expect((await join(anna.cookie, w.code!.toLowerCase())).json()).toEqual({ id: w.id });
    expect((await join(bruno.cookie, `${w.code!.slice(0, 3)}-${w.code!.slice(3)}`)).statusCode).toBe(200);
    a = await open(w.id, anna.cookie);
    b = await open(w.id, bruno.cookie);
    expect(a.latest.code).toBeNull();
    expect(a.latest.current?.title).toBe('Il mondo di tutti i giorni');
    // presence travels before the turn is written, so wait for the view that has both
    const s = await board.until((v) => v.participants.filter((p) => p.connected).length === 2 && v.turn !== null, 'both connected, turn given');
    expect(s.participants.map((p) => p.name)).toEqual(['Anna', 'Bruno']);
    expect(s.turn).toBe(anna.id);
  });

  test('only the child holding the turn may propose; accepting passes the turn', async () => {
    b.send({ kind: 'action', action: { type: 'propose', text: 'Io prima!' } });
    await b.untilError('not_your_turn');
    a.send({ kind: 'action', action: { type: 'propose', text: 'C’era una volta una volpe curiosa.' } });
    const withProposal = await board.until((v) => v.proposals.length === 1, 'proposal on the board');
    expect(b.latest.proposals).toEqual([]); // a child sees only their own proposal
    board.send({ kind: 'action', action: { type: 'accept', proposalId: withProposal.proposals[0]!.id, text: 'C’era una volta una volpe molto curiosa.' } });
    const after = await b.until((v) => v.paragraphs.length === 1, 'paragraph for Bruno');
    expect(after.paragraphs[0]).toMatchObject({ text: 'C’era una volta una volpe molto curiosa.', authorName: 'Anna' });
    expect(after.turn).toBe(bruno.id);
  });

  test('a child cannot drive the board, and bad messages are refused without harm', async () => {
    a.send({ kind: 'action', action: { type: 'next_step' } });
    await a.untilError('forbidden');
    a.send('not json');
    a.send({ kind: 'action', action: { type: 'propose', text: '<script>alert(1)</script>' } });
    await a.untilError('invalid_input');
    expect(a.latest.step).toBe(0);
  });

  test('skipping an absent child: when Bruno leaves, the teacher passes the turn on', async () => {
    b.close();
    await board.until((v) => !v.participants.find((p) => p.id === bruno.id)!.connected, 'Bruno gone');
    board.send({ kind: 'action', action: { type: 'skip_turn' } });
    expect((await board.until((v) => v.turn === anna.id, 'turn back to Anna')).turn).toBe(anna.id);
  });

  test('reconnection restores the full state, including a pending proposal', async () => {
    a.send({ kind: 'action', action: { type: 'propose', text: 'La volpe trova una mappa.' } });
    await board.until((v) => v.proposals.length === 1, 'second proposal');
    a.close();
    const again = await open(w.id, anna.cookie);
    expect(again.latest.paragraphs).toHaveLength(1);
    expect(again.latest.proposals.map((p) => p.text)).toEqual(['La volpe trova una mappa.']);
    expect(again.latest.turn).toBe(anna.id);
    a = again;
  });

  test('pause, next step, then the end: one story authored by the workshop, in every archive', async () => {
    board.send({ kind: 'action', action: { type: 'pause' } });
    await a.until((v) => v.status === 'paused', 'paused');
    a.send({ kind: 'action', action: { type: 'propose', text: 'Ancora!' } });
    await a.untilError('paused');
    board.send({ kind: 'action', action: { type: 'resume' } });
    const proposal = (await board.until((v) => v.status === 'running' && v.proposals.length === 1)).proposals[0]!;
    board.send({ kind: 'action', action: { type: 'accept', proposalId: proposal.id } });
    await board.until((v) => v.paragraphs.length === 2);
    board.send({ kind: 'action', action: { type: 'next_step' } });
    expect((await a.until((v) => v.step === 1, 'next card')).current?.title).toBe('Qualcosa lo chiama');
    // Bruno's list read just before the end.
    for (let i = 0; i < 2; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: bruno.cookie } })).json<StoryListResponse>().total).toBe(0);
    board.send({ kind: 'action', action: { type: 'end', title: 'La volpe e la mappa' } });
    const ended = await a.until((v) => v.status === 'ended' && v.storyId !== null, 'ended');

    const story = await t.app.inject({ method: 'GET', url: `/api/stories/${ended.storyId}`, headers: { cookie: anna.cookie } });
    expect(story.statusCode).toBe(200);
    expect(story.json().story).toMatchObject({
      title: 'La volpe e la mappa',
      mode: 'CAMPBELL',
      authorName: 'Classe 3ªB',
      content: 'C’era una volta una volpe molto curiosa.\n\nLa volpe trova una mappa.\n\nHanno scritto: Anna e Bruno.',
      isPublic: false,
    });
    // In each participant's archive, as a class story they cannot delete.
    const list = (await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: bruno.cookie } })).json<StoryListResponse>();
    expect(list.stories.map((s) => [s.title, s.classStory])).toEqual([['La volpe e la mappa', true]]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/stories/${ended.storyId}`, headers: { cookie: bruno.cookie } })).statusCode).toBe(404);
    // Not for a stranger.
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${ended.storyId}`, headers: { cookie: carla.cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: carla.cookie } })).json<StoryListResponse>().total).toBe(0);
    // In the superuser's complete archive, publishable like any other.
    const archive = (await t.app.inject({ method: 'GET', url: '/api/admin/archive', headers: { cookie: su } })).json<{
      rows: { id: string; authorName: string }[];
    }>();
    expect(archive.rows.find((r) => r.id === ended.storyId)?.authorName).toBe('Classe 3ªB');
    const published = await t.app.inject({ method: 'POST', url: `/api/stories/${ended.storyId}/publish`, headers: { cookie: su } });
    expect(published.statusCode, published.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${ended.storyId}`, headers: { cookie: carla.cookie } })).json().story.content).toMatch(
      /Hanno scritto: Anna e Bruno\.$/,
    );
    // Published 'con le iniziali': the public reads the writers by their initials too.
    const initials = await t.app.inject({ method: 'POST', url: `/api/stories/${ended.storyId}/publish`, headers: { cookie: su }, payload: { as: 'initials' } });
    expect(initials.statusCode, initials.body).toBe(200);
    // The class keeps its name whole: the initials are the children's, not the class's.
    const publicRead = (await t.app.inject({ method: 'GET', url: `/api/stories/${ended.storyId}`, headers: { cookie: carla.cookie } })).json().story;
    expect(publicRead.content).toBe('C’era una volta una volpe molto curiosa.\n\nLa volpe trova una mappa.\n\nHanno scritto: A. e B.');
    expect(publicRead.authorName).toBe('Classe 3ªB');
    const visitorRead = (await t.app.inject({ method: 'GET', url: `/api/stories/${ended.storyId}` })).json().story;
    expect(visitorRead).toMatchObject({ authorName: 'Classe 3ªB', content: publicRead.content });
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/public-archive', headers: { cookie: carla.cookie } })).json<{
      rows: { id: string; authorName: string }[];
      authors: string[];
    }>();
    expect(publicList.rows.find((r) => r.id === ended.storyId)?.authorName).toBe('Classe 3ªB');
    expect(publicList.authors).toEqual(['Classe 3ªB']);
    const byClass = (await t.app.inject({ method: 'GET', url: `/api/public-archive?author=${encodeURIComponent('Classe 3ªB')}` })).json<{ total: number }>();
    expect(byClass.total).toBe(1);
    const suRow = (await t.app.inject({ method: 'GET', url: '/api/admin/archive?status=published', headers: { cookie: su } })).json<{
      rows: { id: string; authorName: string; publishedWithInitials: boolean }[];
    }>();
    expect(suRow.rows.find((r) => r.id === ended.storyId)).toMatchObject({ authorName: 'Classe 3ªB', publishedWithInitials: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/stories/${ended.storyId}`, headers: { cookie: su } })).json().story.content).toMatch(
      /Hanno scritto: Anna e Bruno\.$/,
    );
    // Nothing moves after the end, and the code no longer lets anyone in.
    expect((await join(carla.cookie, w.code)).statusCode).toBe(404);
  });
});

describe('who may come in', () => {
  test('anonymous, strangers, foreign origins, wrong and expired codes are refused', async () => {
    const w = await create({ method: 'PROPP', turnMode: 'together' });
    await expect(open(w.id, undefined)).rejects.toThrow('refused 401');
    await expect(open(w.id, carla.cookie)).rejects.toThrow('refused 404');
    await expect(open(w.id, su, base, 'http://evil.example')).rejects.toThrow('refused 403');
    await expect(open(w.id, su, base, null)).rejects.toThrow('refused 403');
    expect((await t.app.inject({ method: 'GET', url: `/api/workshops/${w.id}`, headers: { cookie: carla.cookie } })).statusCode).toBe(404);

    const wrong = await join(carla.cookie, w.code === '222222' ? '333333' : '222222');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error.message).toBe('Il codice non è giusto. Controlla sulla lavagna e riprova.');
    expect((await join(carla.cookie, 'ABC')).statusCode).toBe(400);
    expect((await join(carla.cookie, null)).statusCode).toBe(400);
    const noSession = await t.app.inject({ method: 'POST', url: '/api/workshops/join', payload: { code: w.code } });
    expect(noSession.statusCode).toBe(401);

    await t.database.db.updateTable('workshops').set({ code_expires_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', w.id).execute();
    const expired = await join(carla.cookie, w.code);
    expect(expired.statusCode).toBe(410);
    // A fresh code from the board works again.
    const renewed = await t.app.inject({ method: 'POST', url: `/api/workshops/${w.id}/code`, headers: { cookie: su } });
    const code = renewed.json<{ workshop: WorkshopView }>().workshop.code!;
    expect(code).not.toBe(w.code);
    expect((await join(carla.cookie, code)).statusCode).toBe(200);
    expect((await open(w.id, carla.cookie)).latest.method).toBe('PROPP');
  });

  test('a workshop for a group refuses the other children; a removed child is cut off and stays out', async () => {
    const w = await create({ method: 'CSS', turnMode: 'together', participantIds: [anna.id, bruno.id] });
    expect(w.participants.map((p) => p.name)).toEqual(['Anna', 'Bruno']);
    const refused = await join(carla.cookie, w.code);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('not_invited');
    expect((await join(anna.cookie, w.code)).statusCode).toBe(200);
    const board = await open(w.id, su);
    const a = await open(w.id, anna.cookie);
    board.send({ kind: 'action', action: { type: 'remove_participant', userId: anna.id } });
    expect(await a.untilClosed()).toBe(4403);
    await board.until((v) => v.participants.find((p) => p.id === anna.id)!.removed, 'removed on the board');
    expect((await join(anna.cookie, w.code)).json().error.code).toBe('removed');
    await expect(open(w.id, anna.cookie)).rejects.toThrow('refused 404');
  });

  test('creating needs a valid method, mode and group; a child may not create', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/workshops', headers: { cookie: su }, payload: { method: 'GHOST', turnMode: 'turns' } });
    expect(bad.statusCode).toBe(400);
    const noWord = await t.app.inject({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie: su },
      payload: { method: 'PAROLE_CHIAMANO', turnMode: 'turns' },
    });
    expect(noWord.json().error.message).toBe('Scrivi una parola di 3-10 lettere');
    const unknownChild = await t.app.inject({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie: su },
      payload: { method: 'PROPP', turnMode: 'turns', participantIds: ['nessuno'] },
    });
    expect(unknownChild.statusCode).toBe(400);
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie: anna.cookie },
      payload: { method: 'PROPP', turnMode: 'turns' },
    });
    expect(child.statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/workshops', payload: { method: 'PROPP', turnMode: 'turns' } });
    expect(anonymous.statusCode).toBe(401);
    for (const signature of ['', 'x'.repeat(61), '<script>alert(1)</script>', 42]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/workshops',
        headers: { cookie: su },
        payload: { method: 'PROPP', turnMode: 'turns', signature },
      });
      expect(res.statusCode, String(signature)).toBe(400);
    }
    expect((await create({ method: 'PROPP', turnMode: 'turns' })).signature).toBe('La classe');
    const words = await create({ method: 'PAROLE_CHIAMANO', turnMode: 'turns', word: 'mare' });
    expect(words.stepCount).toBe(4);
  });

  test('a flood of messages from one client is refused, then cut off', async () => {
    const w = await create({ method: 'PROPP', turnMode: 'together' });
    const board = await open(w.id, su);
    for (let i = 0; i < 30; i++) board.send({ kind: 'ping' });
    await board.untilError('too_fast');
    for (let i = 0; i < 40; i++) board.send({ kind: 'ping' });
    expect(await board.untilClosed()).toBe(4429);
  });

  test('after a logout the open socket may no longer act', async () => {
    const w = await create({ method: 'CAMPBELL', turnMode: 'together' });
    const dario = await createChild(t.app, 'Dario');
    expect((await join(dario.cookie, w.code)).statusCode).toBe(200);
    const d = await open(w.id, dario.cookie);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: dario.cookie } });
    expect(out.statusCode).toBeLessThan(300);
    d.send({ kind: 'action', action: { type: 'propose', text: 'Ci sono ancora?' } });
    expect(await d.untilClosed()).toBe(4401);
    const board = await open(w.id, su);
    expect(board.latest.proposals).toEqual([]);
  });

  test('guessing codes is throttled', async () => {
    const guesser = await createChild(t.app, 'Indovino');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await join(guesser.cookie, 'ZZZZZZ')).statusCode);
    expect(statuses).toContain(429);
  });
});

describe('a class of children', () => {
  test('a child whose family has not consented yet cannot be put in the group, and is named', async () => {
    const enrolled = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: { cookie: su }, payload: { name: 'Zeno Attesa', age: 8 } });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const zeno = enrolled.json<{ profile: { id: string } }>().profile.id;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/workshops',
      headers: { cookie: su },
      payload: { method: 'PROPP', turnMode: 'together', participantIds: [anna.id, zeno] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'consent_required', message: 'Manca il consenso della famiglia: Zeno Attesa' });
    expect(await t.database.db.selectFrom('workshops').select('id').where('state', 'like', `%${zeno}%`).execute()).toEqual([]);
  });

  test('a proposal asked again or left behind at the next step goes back to its child, who is told why', async () => {
    const w = await create({ method: 'CSS', turnMode: 'together', participantIds: [anna.id, bruno.id, carla.id] });
    for (const c of [anna, bruno, carla]) expect((await join(c.cookie, w.code)).statusCode).toBe(200);
    const board = await open(w.id, su);
    const [a, b, c] = [await open(w.id, anna.cookie), await open(w.id, bruno.cookie), await open(w.id, carla.cookie)];
    a.send({ kind: 'action', action: { type: 'propose', text: 'Il mare è dolce.' } });
    b.send({ kind: 'action', action: { type: 'propose', text: 'Bla bla' } });
    c.send({ kind: 'action', action: { type: 'propose', text: 'Piove limonata.' } });
    const three = await board.until((v) => v.proposals.length === 3, 'three proposals');
    const brunos = three.proposals.find((p) => p.authorId === bruno.id)!;
    board.send({ kind: 'action', action: { type: 'ask_again', proposalId: brunos.id } });
    const told = await b.until((v) => v.returned.length === 1, 'Bruno told');
    expect(told.returned[0]).toMatchObject({ text: 'Bla bla', reason: 'ask_again' });
    // Nobody else sees Bruno's notice, the board included.
    expect(a.latest.returned).toEqual([]);
    expect(board.latest.returned).toEqual([]);
    const annas = three.proposals.find((p) => p.authorId === anna.id)!;
    board.send({ kind: 'action', action: { type: 'accept', proposalId: annas.id } });
    await board.until((v) => v.paragraphs.length === 1);
    board.send({ kind: 'action', action: { type: 'next_step' } });
    const carlaTold = await c.until((v) => v.step === 1 && v.returned.length === 1, 'Carla told');
    expect(carlaTold.returned[0]).toMatchObject({ text: 'Piove limonata.', reason: 'next_step' });
    expect((await a.until((v) => v.step === 1)).returned).toEqual([]);
    // Bruno writes again: his notice is gone.
    b.send({ kind: 'action', action: { type: 'propose', text: 'Il pesce ride.' } });
    expect((await b.until((v) => v.proposals.length === 1)).returned).toEqual([]);
  });
});

describe('nothing accepted is lost', () => {
  test('a server restart mid-workshop: a new instance on the same database resumes the same state', async () => {
    const w = await create({ method: 'PROPP', turnMode: 'together' });
    expect((await join(carla.cookie, w.code)).statusCode).toBe(200);
    const board = await open(w.id, su);
    const c = await open(w.id, carla.cookie);
    c.send({ kind: 'action', action: { type: 'propose', text: 'Il re parte per un lungo viaggio.' } });
    const p = (await board.until((v) => v.proposals.length === 1)).proposals[0]!;
    board.send({ kind: 'action', action: { type: 'accept', proposalId: p.id } });
    await board.until((v) => v.paragraphs.length === 1);
    board.send({ kind: 'action', action: { type: 'next_step' } });
    await board.until((v) => v.step === 1);

    // "Restart": the first server goes away, a second one starts on the same data.
    const second = await createTestApp({ DATA_DIR: t.env.DATA_DIR, DATABASE_URL: t.env.DATABASE_URL });
    try {
      await t.app.close();
      const base2 = await listen(second);
      const back = await LiveClient.open(base2, w.id, carla.cookie);
      clients.push(back);
      expect(back.latest.paragraphs.map((x) => x.text)).toEqual(['Il re parte per un lungo viaggio.']);
      expect(back.latest.step).toBe(1);
      expect(back.latest.current?.title).toBe('Incontro con il Nemico e Inganno');
      const board2 = await LiveClient.open(base2, w.id, su);
      clients.push(board2);
      back.send({ kind: 'action', action: { type: 'propose', text: 'Arriva un drago furbo.' } });
      expect((await board2.until((v) => v.proposals.length === 1)).proposals[0]?.authorName).toBe('Carla');
      const events = await second.database.db.selectFrom('workshop_events').select(['type']).where('workshop_id', '=', w.id).orderBy('version').execute();
      expect(events.map((e) => e.type)).toEqual(['join', 'propose', 'accept', 'next_step', 'propose']);
    } finally {
      await second.close();
    }
  });
});
