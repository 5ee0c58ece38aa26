import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { apiErrorSchema } from '../../shared/schemas/api-error';
import { createSession } from '../auth/sessions';
import { createChild, createTestApp, type TestApp } from '../../../tests/support/server/test-app';
import type { Access, DeclaredRoute } from './access';

/**
 * Walks every API route the app declares and proves who is refused. Nothing here names a route:
 * routes added by later issues are walked automatically.
 */

let t: TestApp;
let childId: string;
let pendingId: string;
let superuserId: string;

beforeAll(async () => {
  t = await createTestApp();
  childId = (await createChild(t.app, 'Bambino Curioso')).id;
  const pending = await t.app.inject({ method: 'POST', url: '/api/profiles', payload: { name: 'Senza Consenso', age: 8 } });
  pendingId = pending.json<{ profile: { id: string } }>().profile.id;
  const su = await t.database.db.selectFrom('users').select('id').where('user_type', '=', 'superuser').executeTakeFirstOrThrow();
  superuserId = su.id;
});
afterAll(async () => {
  await t?.close();
});

const LEVELS: readonly Access[] = ['anonymous', 'consent', 'profile', 'superuser'];
/** The error codes the access check answers with; a route's own logic never uses these. */
const ACCESS_REFUSALS = ['unauthenticated', 'forbidden', 'consent_required'];

/** A body that looks like what a form would send to any route, so only the access check can refuse. */
const PLAUSIBLE_BODY = {
  name: 'Prova Accesso',
  age: 9,
  title: 'Una storia di prova',
  content: "C'era una volta un test.",
  text: 'Ciao a tutti',
  password: 'prova-accesso',
  adultName: 'Maestra Lucia',
  accepted: true,
};

const HTTP_METHODS: readonly HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

function httpMethod(method: string): HTTPMethods {
  const known = HTTP_METHODS.find((m) => m === method);
  if (!known) throw new Error(`unexpected method ${method}`);
  return known;
}

function concreteUrl(url: string): string {
  return url.replace(/:[^/]+/g, () => randomUUID()).replace(/\*/g, 'qualcosa');
}

/** restricted: a session of the 'password' kind, which no login gives out. */
type Caller = 'visitor' | 'child' | 'pending' | 'restricted' | 'superuser';

/**
 * A fresh server-side session for each call, so a route that ends or replaces a session (logout,
 * consent, a password change) cannot change who the next call is.
 */
async function cookieOf(caller: Caller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  const userId = caller === 'child' || caller === 'restricted' ? childId : caller === 'pending' ? pendingId : superuserId;
  const kind = caller === 'pending' ? 'consent' : caller === 'restricted' ? 'password' : 'full';
  const token = await createSession({ db: t.database.db, userId, kind });
  return `fm_session=${token}`;
}

async function call(route: DeclaredRoute, caller: Caller) {
  const cookie = await cookieOf(caller);
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const url = concreteUrl(route.url);
  const res = await t.app.inject({
    method: route.method,
    url,
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: PLAUSIBLE_BODY } : {}),
  });
  let code: string | undefined;
  try {
    const parsed = apiErrorSchema.safeParse(res.json());
    code = parsed.success ? parsed.data.error.code : undefined;
  } catch {
    code = undefined;
  }
  return { label: `${route.method} ${url}`, status: res.statusCode, code };
}

function routesWith(...levels: Access[]): DeclaredRoute[] {
  return t.routes.filter((r) => levels.includes(r.access));
}

test('the app declares its API routes, each with an access level', () => {
  expect(t.routes.length).toBeGreaterThan(0);
  expect(routesWith('consent', 'profile', 'superuser').length).toBeGreaterThan(0);
  const seen = new Set<string>();
  for (const route of t.routes) {
    expect(route.url.startsWith('/api/'), route.url).toBe(true);
    expect(LEVELS, `${route.method} ${route.url}`).toContain(route.access);
    expect(t.app.hasRoute({ method: httpMethod(route.method), url: route.url }), `${route.method} ${route.url}`).toBe(true);
    const key = `${route.method} ${route.url}`;
    expect(seen.has(key), `declared twice: ${key}`).toBe(false);
    seen.add(key);
  }
});

test('every route that is not anonymous refuses an anonymous visitor with 401', async () => {
  const routes = routesWith('consent', 'profile', 'superuser');
  const wrong: string[] = [];
  for (const route of routes) {
    const r = await call(route, 'visitor');
    if (r.status !== 401 || r.code !== 'unauthenticated') wrong.push(`${r.label} (${route.access}) answered ${r.status} ${String(r.code)}`);
  }
  expect(wrong).toEqual([]);
});

test('every superuser route refuses a logged-in child with 403', async () => {
  const wrong: string[] = [];
  for (const route of routesWith('superuser')) {
    const r = await call(route, 'child');
    if (r.status !== 403 || r.code !== 'forbidden') wrong.push(`${r.label} answered ${r.status} ${String(r.code)}`);
  }
  expect(wrong).toEqual([]);
});

test('every profile and superuser route refuses a profile still waiting for consent with 403', async () => {
  const wrong: string[] = [];
  for (const route of routesWith('profile', 'superuser')) {
    const r = await call(route, 'pending');
    if (r.status !== 403 || r.code !== 'consent_required') wrong.push(`${r.label} (${route.access}) answered ${r.status} ${String(r.code)}`);
  }
  expect(wrong).toEqual([]);
});

test('a logged-in child passes the access check of every profile route', async () => {
  const wrong: string[] = [];
  for (const route of routesWith('profile')) {
    const r = await call(route, 'child');
    if (ACCESS_REFUSALS.includes(String(r.code)) || r.status >= 500) wrong.push(`${r.label} answered ${r.status} ${String(r.code)}`);
  }
  expect(wrong).toEqual([]);
});

test('the superuser passes the access check of every profile and superuser route', async () => {
  const wrong: string[] = [];
  for (const route of routesWith('profile', 'superuser')) {
    const r = await call(route, 'superuser');
    if (ACCESS_REFUSALS.includes(String(r.code)) || r.status >= 500) wrong.push(`${r.label} (${route.access}) answered ${r.status} ${String(r.code)}`);
  }
  expect(wrong).toEqual([]);
});

test('anonymous routes never answer with an access refusal to a visitor', async () => {
  const wrong: string[] = [];
  for (const route of routesWith('anonymous')) {
    const r = await call(route, 'visitor');
    if (ACCESS_REFUSALS.includes(String(r.code)) || r.status >= 500) wrong.push(`${r.label} answered ${r.status} ${String(r.code)}`);
  }
  expect(wrong).toEqual([]);
});

test("a restricted 'password' session (no login gives one out) is refused by every consent, profile and superuser route", async () => {
  const wrong: string[] = [];
  for (const route of routesWith('consent', 'profile', 'superuser')) {
    const r = await call(route, 'restricted');
    if (r.status !== 401 || r.code !== 'unauthenticated') wrong.push(`${r.label} (${route.access}) answered ${r.status} ${String(r.code)}`);
  }
  expect(wrong).toEqual([]);
});
