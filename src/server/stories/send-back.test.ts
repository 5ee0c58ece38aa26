import { afterAll, beforeAll, expect, test } from 'vitest';
import { REVIEW_NOTE_MAX } from '../../shared/messages/moderation';
import { createChild, createTestApp, loginSuperuserCookie, type TestApp } from '../../../tests/support/server/test-app';

let t: TestApp;
let su: string;
let child: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  child = await createChild(t.app, 'Giulia Neri');
});
afterAll(async () => {
  await t.close();
});

const save = async (title: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie: child.cookie },
    payload: { title, content: 'C era una volta un drago.', status: 'completed', mode: 'GHOST', language: 'italian' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().story.id as string;
};
const sendBack = (id: string, payload: unknown, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/stories/${id}/send-back`, ...(cookie ? { headers: { cookie } } : {}), payload: payload as object });
const archive = (query: string) => t.app.inject({ method: 'GET', url: `/api/admin/archive${query}`, headers: { cookie: su } }).then((r) => r.json());
const counts = () => t.app.inject({ method: 'GET', url: '/api/admin/moderation-counts', headers: { cookie: su } }).then((r) => r.json());
const mine = () => t.app.inject({ method: 'GET', url: '/api/stories', headers: { cookie: child.cookie } }).then((r) => r.json());

test('only the superuser sends a story back; a bad note is a 400 with the error shape', async () => {
  const id = await save('Il drago timido');
  expect((await sendBack(id, { note: 'Rileggi' })).statusCode).toBe(401);
  expect((await sendBack(id, { note: 'Rileggi' }, child.cookie)).statusCode).toBe(403);
  for (const payload of [{}, { note: '   ' }, { note: 'x'.repeat(REVIEW_NOTE_MAX + 1) }, { note: 3 }]) {
    const res = await sendBack(id, payload, su);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', message: expect.any(String) });
  }
  expect((await sendBack('non-esiste', { note: 'Rileggi' }, su)).statusCode).toBe(404);
  // Nothing was written by the refused calls.
  expect((await archive('?status=toRevise')).total).toBe(0);
});

test("send back → 'Da rivedere' with the note → the child's save → 'Da moderare' again", async () => {
  const id = await save('La luna curiosa');
  const before = (await counts()).pending;
  const res = await sendBack(id, { note: '  Aggiungi un finale, per favore  ' }, su);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().story).toMatchObject({ isPublic: false, reviewNote: 'Aggiungi un finale, per favore' });
  expect((await counts()).pending).toBe(before - 1);
  const toRevise = await archive('?status=toRevise');
  expect(toRevise.rows.map((r: { title: string }) => r.title)).toEqual(['La luna curiosa']);
  expect(toRevise.rows[0]).toMatchObject({ isPending: false, reviewNote: 'Aggiungi un finale, per favore' });

  // The child still has it, with the note, in her archive and in the viewer.
  const listed = (await mine()).stories.find((s: { id: string }) => s.id === id);
  expect(listed.reviewNote).toBe('Aggiungi un finale, per favore');
  const viewed = await t.app.inject({ method: 'GET', url: `/api/stories/${id}`, headers: { cookie: child.cookie } });
  expect(viewed.json().story.reviewNote).toBe('Aggiungi un finale, per favore');

  const edit = await t.app.inject({ method: 'PATCH', url: `/api/stories/${id}`, headers: { cookie: child.cookie }, payload: { content: 'Finale nuovo.' } });
  expect(edit.statusCode, edit.body).toBe(200);
  expect(edit.json().story.reviewNote).toBeNull();
  expect((await counts()).pending).toBe(before);
  expect((await archive('?status=pending')).rows.map((r: { id: string }) => r.id)).toContain(id);
  expect((await archive('?status=toRevise')).total).toBe(0);
});

test("an edit of a published story takes it back to 'Da moderare', not 'Non pubblicate'", async () => {
  const id = await save('Il gatto pittore');
  expect((await t.app.inject({ method: 'POST', url: `/api/stories/${id}/publish`, headers: { cookie: su }, payload: {} })).statusCode).toBe(200);
  const before = (await counts()).pending;
  const edit = await t.app.inject({ method: 'PATCH', url: `/api/stories/${id}`, headers: { cookie: child.cookie }, payload: { title: 'Il gatto pittore 2' } });
  expect(edit.statusCode, edit.body).toBe(200);
  expect(edit.json().story.isPublic).toBe(false);
  expect((await counts()).pending).toBe(before + 1);
  const pending = await archive('?status=pending');
  expect(pending.rows.find((r: { id: string }) => r.id === id)).toMatchObject({ isPending: true, isPublic: false });
  // The queue reads oldest first.
  const dates = pending.rows.map((r: { updatedAt: string }) => r.updatedAt);
  expect(dates).toEqual([...dates].sort());
});

test('deleting a child story asks for a reason and tells the child; only the superuser may, nothing half done', async () => {
  const id = await save('Il drago da cancellare');
  const del = (payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/stories/${id}/delete-with-reason`, ...(cookie ? { headers: { cookie } } : {}), payload: payload as object });
  expect((await del({ reason: 'Troppo corta' })).statusCode).toBe(401);
  expect((await del({ reason: 'Troppo corta' }, child.cookie)).statusCode).toBe(403);
  for (const payload of [{}, { reason: '  ' }, { reason: 'x'.repeat(REVIEW_NOTE_MAX + 1) }]) {
    const res = await del(payload, su);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', message: expect.any(String) });
  }
  // Refused calls deleted nothing and told nobody.
  expect((await t.app.inject({ method: 'GET', url: `/api/stories/${id}`, headers: { cookie: child.cookie } })).statusCode).toBe(200);
  const done = await del({ reason: 'Parla di una compagna senza chiederle il permesso.' }, su);
  expect(done.statusCode, done.body).toBe(200);
  expect(done.json()).toEqual({ messaged: true });
  expect((await t.app.inject({ method: 'GET', url: `/api/stories/${id}`, headers: { cookie: child.cookie } })).statusCode).toBe(404);
  const inbox = await t.database.db
    .selectFrom('message_recipients')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .select('messages.text')
    .where('message_recipients.user_id', '=', child.id)
    .execute();
  expect(inbox.map((m) => m.text)).toContain(
    'La maestra ha cancellato la tua storia «Il drago da cancellare». Ecco perché: Parla di una compagna senza chiederle il permesso.',
  );
  expect((await del({ reason: 'di nuovo' }, su)).statusCode).toBe(404);
});
