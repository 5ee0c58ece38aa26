import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  adminRecordingsDtoSchema,
  recordingDtoSchema,
  storyVoiceDtoSchema,
  voiceLinkStoryDtoSchema,
  VOICE_LIMITS,
  VOICE_MESSAGES,
} from '../../shared/schemas/voice';
import { makeOggOpus } from '../../../tests/support/server/make-ogg';
import { insertClassStory } from '../../../tests/support/server/seed-stories';
import { createChild, createTestApp, loginSuperuserCookie, sessionCookie, type TestApp } from '../../../tests/support/server/test-app';

const WEBM = fs.readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/voice/chromium.webm'));
/** Three pages (paragraphs). */
const CONTENT = 'Il drago si sveglia.\n\nCerca la sua mamma nel bosco.\n\nLa trova e fanno merenda.';

let t: TestApp;
let su: string;
let anna: { id: string; cookie: string };
let bruno: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  su = await loginSuperuserCookie(t.app);
  anna = await voiceChild('Anna Voce');
  bruno = await voiceChild('Bruno Voce');
});
afterAll(async () => {
  await t.close();
});

/** A child whose adult ticked the voice box at consent. */
async function voiceChild(name: string): Promise<{ id: string; cookie: string }> {
  const created = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name, age: 8 } });
  expect(created.statusCode, created.body).toBe(201);
  const consent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: sessionCookie(created) },
    payload: { adultName: 'Mamma Rita', accepted: true, voiceConsent: true },
  });
  expect(consent.statusCode, consent.body).toBe(200);
  expect(consent.json().user.voiceConsent).toBe(true);
  return { id: created.json().profile.id, cookie: sessionCookie(consent) };
}

async function newStory(cookie: string, content = CONTENT): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie },
    payload: { title: `Il drago ${randomUUID().slice(0, 6)}`, content, status: 'completed', mode: 'GHOST' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().story.id;
}

const put = (storyId: string, page: number | string, body: Buffer | string, cookie?: string, contentType = 'audio/webm;codecs=opus', query = '') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/stories/${storyId}/recordings/${page}${query}`,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
const req = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const voicePages = async (storyId: string) =>
  (await t.database.db.selectFrom('stories').select('voice_pages').where('id', '=', storyId).executeTakeFirstOrThrow()).voice_pages;
const rowsOf = async (storyId: string) =>
  t.database.db.selectFrom('recordings').select(['id', 'page', 'size']).where('story_id', '=', storyId).orderBy('page').execute();

test('who may record: anonymous 401, a pending profile 403, another child 404, the superuser and a reader 403, no voice consent 403', async () => {
  const story = await newStory(anna.cookie);
  const anonymous = await put(story, 0, WEBM);
  expect(anonymous.statusCode).toBe(401);
  expect(anonymous.json().error.code).toBe('unauthenticated');

  const pending = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Carla Attesa', age: 7 } });
  const pendingRes = await put(story, 0, WEBM, sessionCookie(pending));
  expect(pendingRes.statusCode).toBe(403);
  expect(pendingRes.json().error.code).toBe('consent_required');

  // Bruno cannot read Anna's unpublished story: it does not exist for him.
  for (const res of [
    await put(story, 0, WEBM, bruno.cookie),
    await req('GET', `/api/stories/${story}/recordings`, bruno.cookie),
    await req('GET', `/api/stories/${story}/recordings`),
  ]) {
    expect(res.statusCode).toBe(404);
  }
  for (const res of [
    await req('DELETE', `/api/stories/${story}/recordings/0`, bruno.cookie),
    await req('POST', `/api/stories/${story}/voice-link`, bruno.cookie),
  ]) {
    expect(res.statusCode).toBe(404);
  }
  const asSuperuser = await put(story, 0, WEBM, su);
  expect(asSuperuser.statusCode).toBe(403);
  expect(asSuperuser.json()).toEqual({ error: { code: 'not_your_story', message: VOICE_MESSAGES.notYourStory } });
  // Once published Bruno reads it, but still records only on his own stories.
  expect((await req('POST', `/api/stories/${story}/publish`, su)).statusCode).toBe(200);
  const reader = await put(story, 0, WEBM, bruno.cookie);
  expect(reader.statusCode).toBe(403);
  expect(reader.json().error.code).toBe('not_your_story');
  expect((await req('DELETE', `/api/stories/${story}/recordings`, bruno.cookie)).statusCode).toBe(403);
  expect((await req('POST', `/api/stories/${story}/voice-link`, bruno.cookie)).statusCode).toBe(403);

  // A child without the voice consent (createChild does not tick it) is told why.
  const dino = await createChild(t.app, 'Dino Senza');
  expect((await req('GET', '/api/session', dino.cookie)).json().user.voiceConsent).toBe(false);
  const own = await newStory(dino.cookie);
  const refused = await put(own, 0, WEBM, dino.cookie);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ error: { code: 'voice_consent_required', message: VOICE_MESSAGES.consentRequired } });
  expect((await req('GET', `/api/stories/${own}/recordings`, dino.cookie)).json()).toMatchObject({ isAuthor: true, consent: false });
  // The superuser records the adult's consent on request, then withdraws it; a child may not.
  const setConsent = (cookie: string, consent: boolean) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${dino.id}/voice-consent`, headers: { cookie }, payload: { consent, adultName: 'Papà Dino' } });
  expect((await setConsent(dino.cookie, true)).statusCode).toBe(403);
  const given = await setConsent(su, true);
  expect(given.statusCode, given.body).toBe(200);
  expect(given.json()).toMatchObject({ voiceConsentAt: expect.any(String), voiceConsentBy: 'Papà Dino' });
  const users = (await req('GET', '/api/admin/users', su)).json().users;
  expect(users.find((u: { id: string }) => u.id === dino.id)).toMatchObject({ voiceConsentBy: 'Papà Dino' });
  expect((await put(own, 0, WEBM, dino.cookie)).statusCode).toBe(201);
  await setConsent(su, false);
  expect((await put(own, 1, WEBM, dino.cookie)).statusCode).toBe(403);
  expect((await req('GET', '/api/admin/recordings', anna.cookie)).statusCode).toBe(403);
  expect((await req('GET', '/api/admin/recordings')).statusCode).toBe(401);
  expect((await req('DELETE', `/api/admin/recordings/${randomUUID()}`, anna.cookie)).statusCode).toBe(403);
});

test('only audio it can identify, within the caps, on a page the story has', async () => {
  const story = await newStory(anna.cookie);
  const text = await put(story, 0, Buffer.from('non sono una registrazione, solo testo '.repeat(50)), anna.cookie, 'audio/webm');
  expect(text.statusCode).toBe(415);
  expect(text.json()).toEqual({ error: { code: 'invalid_audio', message: VOICE_MESSAGES.notAudio } });
  expect((await put(story, 0, 'solo testo', anna.cookie, 'text/plain')).statusCode).toBe(415);
  expect((await put(story, 0, WEBM.subarray(0, 4), anna.cookie, 'application/octet-stream')).statusCode).toBe(415);

  // Over what the route reads at all (twice the cap): cut short, the same answer.
  const huge = Buffer.concat([WEBM, Buffer.alloc(2 * VOICE_LIMITS.maxBytes)]);
  const tooBig = await put(story, 0, huge, anna.cookie);
  expect(tooBig.statusCode).toBe(413);
  expect(tooBig.json()).toEqual({ error: { code: 'audio_too_large', message: VOICE_MESSAGES.tooLarge } });
  // Over the cap, inside what the route reads (a 5 MB take): the same answer.
  const five = await put(story, 0, Buffer.concat([WEBM, Buffer.alloc(5 * 1000 * 1000)]), anna.cookie);
  expect(five.statusCode).toBe(413);
  expect(five.json()).toEqual({ error: { code: 'audio_too_large', message: VOICE_MESSAGES.tooLarge } });
  const over = await put(story, 0, Buffer.concat([WEBM, Buffer.alloc(VOICE_LIMITS.maxBytes - WEBM.length + 1)]), anna.cookie);
  expect(over.statusCode).toBe(413);
  expect(over.json().error.code).toBe('audio_too_large');

  const long = await put(story, 0, Buffer.from(makeOggOpus({ durationMs: 4 * 60 * 1000 })), anna.cookie, 'audio/ogg');
  expect(long.statusCode).toBe(413);
  expect(long.json()).toEqual({ error: { code: 'audio_too_long', message: VOICE_MESSAGES.tooLong } });
  const ogg = await put(story, 2, Buffer.from(makeOggOpus({ durationMs: 2000 })), anna.cookie, 'audio/ogg');
  expect(ogg.statusCode, ogg.body).toBe(201);
  expect(ogg.json()).toMatchObject({ page: 2, mime: 'audio/ogg' });
  expect(Math.abs(ogg.json().durationMs - 2000)).toBeLessThan(50);

  for (const page of [3, 40, -1, 'due']) {
    const res = await put(story, page, WEBM, anna.cookie);
    expect(res.statusCode, String(page)).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  }
  expect(await rowsOf(story)).toHaveLength(1);
});

test('round trip: stored, listed, played back identical with its type, by ranges too', async () => {
  const story = await newStory(anna.cookie);
  const res = await put(story, 0, WEBM, anna.cookie);
  expect(res.statusCode, res.body).toBe(201);
  const recording = recordingDtoSchema.parse(res.json());
  expect(recording).toMatchObject({ storyId: story, page: 0, mime: 'audio/webm', size: WEBM.length, url: `/api/recordings/${recording.id}` });
  expect(recording.durationMs).toBeGreaterThan(0);

  const list = storyVoiceDtoSchema.parse((await req('GET', `/api/stories/${story}/recordings`, anna.cookie)).json());
  expect(list).toMatchObject({ isAuthor: true, consent: true, limitBytes: VOICE_LIMITS.profileBytes });
  expect(list.usedBytes).toBeGreaterThanOrEqual(WEBM.length);
  expect(list.recordings).toEqual([recording]);

  const audio = await req('GET', recording.url, anna.cookie);
  expect(audio.statusCode).toBe(200);
  expect(audio.rawPayload.equals(WEBM)).toBe(true);
  expect(audio.headers).toMatchObject({
    'content-type': 'audio/webm',
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; sandbox",
    'content-disposition': 'inline',
    'cache-control': 'no-store',
  });
  const part = await req('GET', recording.url, anna.cookie, { range: 'bytes=0-99' });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 0-99/${WEBM.length}`);
  expect(part.rawPayload.equals(WEBM.subarray(0, 100))).toBe(true);
  const tail = await req('GET', recording.url, anna.cookie, { range: 'bytes=100-' });
  expect(tail.statusCode).toBe(206);
  expect(tail.rawPayload.equals(WEBM.subarray(100))).toBe(true);
  expect((await req('GET', recording.url, anna.cookie, { range: `bytes=${WEBM.length}-` })).statusCode).toBe(416);

  // Another child, a visitor, the superuser.
  expect((await req('GET', recording.url, bruno.cookie)).statusCode).toBe(404);
  expect((await req('GET', recording.url)).statusCode).toBe(404);
  expect((await req('GET', recording.url, su)).statusCode).toBe(200);
  expect((await req('GET', `/api/recordings/${randomUUID()}`, su)).json().error.message).toBe(VOICE_MESSAGES.notFound);
  // Published: everyone listens, and the list shows the voice.
  await req('POST', `/api/stories/${story}/publish`, su);
  const pub = await req('GET', recording.url);
  expect(pub.statusCode).toBe(200);
  expect(pub.headers['cache-control']).toBe('private, max-age=3600');
  expect((await req('GET', `/api/stories/${story}/recordings`)).json()).toMatchObject({ isAuthor: false, usedBytes: 0, recordings: [recording] });
});

test('a page is replaced, not doubled; voice_pages and hasVoice follow; a resend with the same clientId is stored once', async () => {
  const story = await newStory(anna.cookie);
  const first = (await put(story, 0, WEBM, anna.cookie)).json();
  const again = await put(story, 0, WEBM, anna.cookie);
  expect(again.statusCode).toBe(201);
  expect(again.json().id).not.toBe(first.id);
  expect((await rowsOf(story)).map((r) => r.page)).toEqual([0]);
  expect(await voicePages(story)).toBe(1);
  expect((await req('GET', first.url, anna.cookie)).statusCode).toBe(404);

  const sent = await put(story, 1, WEBM, anna.cookie, 'audio/webm', '?clientId=outbox-12345678');
  expect(sent.statusCode).toBe(201);
  const resent = await put(story, 1, WEBM, anna.cookie, 'audio/webm', '?clientId=outbox-12345678');
  expect(resent.statusCode).toBe(200);
  expect(resent.json()).toEqual(sent.json());
  expect((await rowsOf(story)).map((r) => r.page)).toEqual([0, 1]);
  expect(await voicePages(story)).toBe(2);

  expect((await req('GET', `/api/stories/${story}`, anna.cookie)).json().story.hasVoice).toBe(true);
  const mine = (await req('GET', '/api/stories', anna.cookie)).json().stories;
  expect(mine.find((s: { id: string }) => s.id === story).hasVoice).toBe(true);
  const archive = (await req('GET', '/api/admin/archive?pageSize=200', su)).json().rows;
  expect(archive.find((r: { id: string }) => r.id === story).hasVoice).toBe(true);

  expect((await req('DELETE', `/api/stories/${story}/recordings/1`, anna.cookie)).statusCode).toBe(204);
  expect(await voicePages(story)).toBe(1);
  // The superuser may remove them too.
  expect((await req('DELETE', `/api/stories/${story}/recordings`, su)).statusCode).toBe(204);
  expect(await rowsOf(story)).toEqual([]);
  expect(await voicePages(story)).toBe(0);
  expect((await req('GET', `/api/stories/${story}`, anna.cookie)).json().story.hasVoice).toBe(false);
  expect(mine.filter((s: { hasVoice?: boolean }) => s.hasVoice !== undefined && s.hasVoice !== true)).toEqual([]);
});

test("the profile's and the site's space, said in Italian", async () => {
  const story = await newStory(bruno.cookie);
  const other = await newStory(bruno.cookie, 'Una pagina sola.');
  const fake = {
    id: randomUUID(),
    story_id: other,
    page: 0,
    author_id: bruno.id,
    mime: 'audio/webm',
    data: Buffer.from([1]),
    duration_ms: 1000,
    client_id: null,
    created_at: new Date().toISOString(),
  };
  await t.database.db
    .insertInto('recordings')
    .values({ ...fake, size: VOICE_LIMITS.profileBytes - 10 })
    .execute();
  const full = await put(story, 0, WEBM, bruno.cookie);
  expect(full.statusCode).toBe(413);
  expect(full.json()).toEqual({ error: { code: 'voice_profile_full', message: VOICE_MESSAGES.profileFull } });
  await t.database.db.deleteFrom('recordings').where('id', '=', fake.id).execute();

  // Someone else's voices fill the site.
  const annaStory = await newStory(anna.cookie, 'Una pagina.');
  // Two rows: a size is a 32-bit integer on PostgreSQL (a recording is at most 4 MB).
  const annaOther = await newStory(anna.cookie, "Una pagina.\n\nE un'altra.");
  const half = VOICE_LIMITS.siteBytesDefault / 2 - 5;
  const site = { ...fake, id: randomUUID(), story_id: annaStory, author_id: anna.id, size: half };
  const site2 = { ...site, id: randomUUID(), story_id: annaOther };
  await t.database.db.insertInto('recordings').values([site, site2]).execute();
  const siteFull = await put(story, 0, WEBM, bruno.cookie);
  expect(siteFull.statusCode).toBe(507);
  expect(siteFull.json()).toEqual({ error: { code: 'voice_site_full', message: VOICE_MESSAGES.siteFull } });
  const admin = adminRecordingsDtoSchema.parse((await req('GET', '/api/admin/recordings', su)).json());
  expect(admin.siteLimitBytes).toBe(VOICE_LIMITS.siteBytesDefault);
  expect(admin.usedBytes).toBeGreaterThanOrEqual(2 * half);
  await t.database.db.deleteFrom('recordings').where('id', 'in', [site.id, site2.id]).execute();
  expect((await put(story, 0, WEBM, bruno.cookie)).statusCode).toBe(201);
});

test("uploads at once: never past a child's space, one recording per page, no 500", async () => {
  const child = await voiceChild('Carla Insieme');
  const story = await newStory(child.cookie, ['Uno.', 'Due.', 'Tre.', 'Quattro.', 'Cinque.'].join('\n\n'));
  // Her space is filled but for two and a half recordings.
  const other = await newStory(child.cookie, 'Una pagina.');
  const filler = {
    id: randomUUID(),
    story_id: other,
    page: 0,
    author_id: child.id,
    mime: 'audio/webm',
    data: Buffer.from('x'),
    size: VOICE_LIMITS.profileBytes - Math.floor(2.5 * WEBM.length),
    duration_ms: 1000,
    client_id: null,
    created_at: new Date().toISOString(),
  };
  await t.database.db.insertInto('recordings').values(filler).execute();
  const five = await Promise.all([0, 1, 2, 3, 4].map((page) => put(story, page, WEBM, child.cookie)));
  expect(five.map((r) => r.statusCode).sort()).toEqual([201, 201, 413, 413, 413]);
  for (const refused of five.filter((r) => r.statusCode === 413)) expect(refused.json().error.code).toBe('voice_profile_full');
  expect(await rowsOf(story)).toHaveLength(2);
  await t.database.db.deleteFrom('recordings').where('author_id', '=', child.id).execute();

  // Three takes of the same page at once: each replaces the one before, one stays.
  const same = await Promise.all([0, 1, 2].map(() => put(story, 3, WEBM, child.cookie)));
  expect(same.map((r) => r.statusCode)).toEqual([201, 201, 201]);
  expect(await rowsOf(story)).toHaveLength(1);
  expect(await voicePages(story)).toBe(1);
});

test('the private voice link: made once, opens without login, revoked with its old secret refused', async () => {
  const story = await newStory(anna.cookie);
  const rec = (await put(story, 1, WEBM, anna.cookie)).json();
  expect((await req('POST', `/api/stories/${story}/voice-link`)).statusCode).toBe(401);
  const made = await req('POST', `/api/stories/${story}/voice-link`, anna.cookie);
  expect(made.statusCode, made.body).toBe(200);
  const url: string = made.json().url;
  expect(url).toMatch(new RegExp(`^/voce/${story}\\?k=[A-Za-z0-9_-]{43}$`));
  expect((await req('POST', `/api/stories/${story}/voice-link`, su)).json().url).toBe(url);
  const k = url.split('k=')[1] as string;

  const opened = await req('GET', `/api/voice-links/${story}?k=${k}`);
  expect(opened.statusCode, opened.body).toBe(200);
  expect(voiceLinkStoryDtoSchema.parse(opened.json())).toMatchObject({
    storyId: story,
    authorName: 'Anna Voce',
    content: CONTENT,
    recordings: [{ id: rec.id, page: 1, url: `${rec.url}?k=${k}` }],
  });
  const heard = await req('GET', `${rec.url}?k=${k}`);
  expect(heard.statusCode).toBe(200);
  expect(heard.rawPayload.equals(WEBM)).toBe(true);
  expect((await req('GET', rec.url)).statusCode).toBe(404);
  const wrong = await req('GET', `/api/voice-links/${story}?k=${'A'.repeat(43)}`);
  expect(wrong.statusCode).toBe(404);
  expect(wrong.json().error.message).toBe(VOICE_MESSAGES.linkInvalid);
  expect((await req('GET', `/api/voice-links/${story}`)).statusCode).toBe(404);

  expect((await req('DELETE', `/api/stories/${story}/voice-link`, anna.cookie)).statusCode).toBe(204);
  expect((await req('GET', `/api/voice-links/${story}?k=${k}`)).statusCode).toBe(404);
  expect((await req('GET', `${rec.url}?k=${k}`)).statusCode).toBe(404);
  const remade = (await req('POST', `/api/stories/${story}/voice-link`, anna.cookie)).json().url;
  expect(remade).not.toBe(url);

  // A published story opens without a secret.
  await req('POST', `/api/stories/${story}/publish`, su);
  const published = await req('GET', `/api/voice-links/${story}`);
  expect(published.statusCode).toBe(200);
  expect(published.json().recordings[0].url).toBe(rec.url);
});

test("a class story published 'con le iniziali' opens from its voice link with the class's name and the children's initials", async () => {
  const owner = await t.database.db.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirstOrThrow();
  const content = 'La volpe trova una mappa.\n\nHanno scritto: Anna Voce e Bruno Voce.';
  const story = await insertClassStory(t.database.db, { ownerId: owner.id, content, participants: ['Anna Voce', 'Bruno Voce'] });
  const made = await req('POST', `/api/stories/${story}/voice-link`, su);
  expect(made.statusCode, made.body).toBe(200);
  const k = (made.json().url as string).split('k=')[1] as string;
  // Not yet published: the link's holder reads the story as written.
  expect((await req('GET', `/api/voice-links/${story}?k=${k}`)).json()).toMatchObject({ authorName: 'Classe 3ªB', content });

  const published = await t.app.inject({ method: 'POST', url: `/api/stories/${story}/publish`, headers: { cookie: su }, payload: { as: 'initials' } });
  expect(published.statusCode, published.body).toBe(200);
  for (const url of [`/api/voice-links/${story}`, `/api/voice-links/${story}?k=${k}`]) {
    expect((await req('GET', url)).json()).toMatchObject({ authorName: 'Classe 3ªB', content: 'La volpe trova una mappa.\n\nHanno scritto: A. V. e B. V.' });
  }
});

test('the superuser lists every recording with the space used, searches and removes one', async () => {
  const story = await newStory(bruno.cookie);
  const rec = (await put(story, 2, WEBM, bruno.cookie)).json();
  const all = await req('GET', '/api/admin/recordings', su);
  expect(all.statusCode).toBe(200);
  const body = all.json();
  expect(body).toMatchObject({ page: 1, pageSize: 20, siteLimitBytes: VOICE_LIMITS.siteBytesDefault });
  expect(body.items[0]).toMatchObject({ id: rec.id, storyId: story, authorName: 'Bruno Voce', page: 2, size: WEBM.length, url: rec.url });
  const used = await t.database.db.selectFrom('recordings').select(['size']).execute();
  expect(body.usedBytes).toBe(used.reduce((n, r) => n + r.size, 0));
  expect(body.total).toBe(used.length);
  const found = (await req('GET', '/api/admin/recordings?q=bruno', su)).json();
  expect(found.items.every((i: { authorName: string }) => i.authorName === 'Bruno Voce')).toBe(true);
  expect((await req('GET', '/api/admin/recordings?q=nessuno-cosi', su)).json()).toMatchObject({ items: [], total: 0 });

  expect((await req('DELETE', `/api/admin/recordings/${rec.id}`, su)).statusCode).toBe(204);
  expect((await req('DELETE', `/api/admin/recordings/${rec.id}`, su)).statusCode).toBe(404);
  expect(await voicePages(story)).toBe(0);
});

test('the export carries the audio; deleting a story or the profile removes the recordings', async () => {
  const eva = await voiceChild('Eva Esporta');
  const kept = await newStory(eva.cookie);
  const gone = await newStory(eva.cookie);
  await put(kept, 0, WEBM, eva.cookie);
  await put(gone, 1, WEBM, eva.cookie);
  const exported = await req('GET', `/api/admin/users/${eva.id}/export`, su);
  expect(exported.statusCode).toBe(200);
  const data = JSON.parse(exported.body);
  expect(data.profile.voiceConsentBy).toBe('Mamma Rita');
  expect(data.recordings).toHaveLength(2);
  expect(data.recordings[0]).toMatchObject({ storyId: kept, page: 0, mime: 'audio/webm', durationMs: expect.any(Number), createdAt: expect.any(String) });
  expect(Buffer.from(data.recordings[0].dataBase64, 'base64').equals(WEBM)).toBe(true);

  expect((await req('DELETE', `/api/stories/${gone}`, eva.cookie)).statusCode).toBe(200);
  expect(await rowsOf(gone)).toEqual([]);
  expect((await req('DELETE', `/api/admin/users/${eva.id}`, su)).statusCode).toBeLessThan(300);
  expect(await t.database.db.selectFrom('recordings').select('id').where('author_id', '=', eva.id).execute()).toEqual([]);

  // The bulk erasure too.
  const fede = await voiceChild('Fede Bulk');
  await put(await newStory(fede.cookie), 0, WEBM, fede.cookie);
  const bulk = await t.app.inject({
    method: 'POST',
    url: '/api/admin/users/delete',
    headers: { cookie: su },
    payload: { selection: { userIds: [fede.id] }, confirm: 'ELIMINA' },
  });
  expect(bulk.statusCode, bulk.body).toBe(200);
  expect(await t.database.db.selectFrom('recordings').select('id').where('author_id', '=', fede.id).execute()).toEqual([]);
});

test('a backup carries the recordings and a restore brings them back, playable', async () => {
  const story = await newStory(anna.cookie);
  const rec = (await put(story, 0, WEBM, anna.cookie)).json();
  const backup = await req('GET', '/api/admin/backup', su);
  expect(backup.statusCode).toBe(200);
  const target = await createTestApp({}, { secureDefaults: true });
  try {
    const cookie = await loginSuperuserCookie(target.app);
    const restored = await target.app.inject({
      method: 'POST',
      url: '/api/admin/restore',
      headers: { cookie, 'content-type': 'application/gzip' },
      payload: backup.rawPayload,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const count = await t.database.db.selectFrom('recordings').select('id').execute();
    expect(restored.json().counts.recordings).toBe(count.length);
    const su2 = await loginSuperuserCookie(target.app);
    const audio = await target.app.inject({ method: 'GET', url: rec.url, headers: { cookie: su2 } });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(WEBM)).toBe(true);
    const row = await target.database.db.selectFrom('stories').select('voice_pages').where('id', '=', story).executeTakeFirstOrThrow();
    expect(row.voice_pages).toBe(1);
  } finally {
    await target.close();
  }
});

const hasTools = ['pdftoppm'].every((tool) => spawnSync('which', [tool]).status === 0);

test.skipIf(!hasTools)("the booklet's cover carries a QR that decodes to a working link to the voice", async () => {
  const story = await newStory(anna.cookie);
  await put(story, 0, WEBM, anna.cookie);
  const plain = await req('GET', `/api/stories/${story}/booklet`, anna.cookie);
  expect(plain.statusCode).toBe(200);
  expect(
    (await t.database.db.selectFrom('stories').select('voice_link_secret').where('id', '=', story).executeTakeFirstOrThrow()).voice_link_secret,
  ).toBeNull();
  const decode = async (pdf: Buffer): Promise<string> => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voice-qr-'));
    try {
      fs.writeFileSync(path.join(dir, 'b.pdf'), pdf);
      spawnSync('pdftoppm', ['-r', '150', '-f', '1', '-l', '1', '-png', path.join(dir, 'b.pdf'), path.join(dir, 'p')]);
      const png = fs.readdirSync(dir).find((f) => f.endsWith('.png')) ?? '';
      const { data, info } = await sharp(path.join(dir, png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? '';
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const withQr = await req('GET', `/api/stories/${story}/booklet?voiceQr=1`, anna.cookie);
  expect(withQr.statusCode, withQr.body.slice(0, 200)).toBe(200);
  const url = new URL(await decode(withQr.rawPayload));
  expect(url.pathname).toBe(`/voce/${story}`);
  const k = url.searchParams.get('k') ?? '';
  expect(k).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const opened = await req('GET', `/api/voice-links/${story}?k=${k}`);
  expect(opened.statusCode).toBe(200);
  expect(opened.json().recordings).toHaveLength(1);
  // Published: the public listening page, no secret.
  await req('POST', `/api/stories/${story}/publish`, su);
  const pub = new URL(await decode((await req('GET', `/api/stories/${story}/booklet?voiceQr=true`)).rawPayload));
  expect(pub.pathname + pub.search).toBe(`/voce/${story}`);
});

test('a shorter text drops the recordings of the pages it no longer has, through either save', async () => {
  const story = await newStory(anna.cookie);
  for (const page of [0, 1, 2]) expect((await put(story, page, WEBM, anna.cookie)).statusCode).toBe(201);
  // The viewer's edit: three pages become two; the third page's voice goes, the others stay.
  const edited = await t.app.inject({
    method: 'PATCH',
    url: `/api/stories/${story}`,
    headers: { cookie: anna.cookie },
    payload: { content: 'Il drago si sveglia.\n\nCerca la sua mamma nel bosco.' },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  expect((await rowsOf(story)).map((r) => r.page)).toEqual([0, 1]);
  expect(await voicePages(story)).toBe(2);
  expect(edited.json().story.hasVoice).toBe(true);
  // A mode's save of the same story with one page left.
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/stories',
    headers: { cookie: anna.cookie },
    payload: { id: story, title: 'Il drago', content: 'Il drago si sveglia.', status: 'completed', mode: 'GHOST' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await rowsOf(story)).map((r) => r.page)).toEqual([0]);
  expect(await voicePages(story)).toBe(1);
  // An edit of the title alone keeps every recording.
  await t.app.inject({ method: 'PATCH', url: `/api/stories/${story}`, headers: { cookie: anna.cookie }, payload: { title: 'Il drago felice' } });
  expect(await voicePages(story)).toBe(1);
});
