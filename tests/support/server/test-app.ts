import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { ensureSuperuser } from '../../../src/server/auth/ensure-superuser';
import { createDb } from '../../../src/server/db/client';
import { dbTimeouts, type Db } from '../../../src/server/db/database';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { loadEnv, type Env } from '../../../src/server/env';
import type { DeclaredRoute } from '../../../src/server/http/access';
import { updateSiteSettings } from '../../../src/server/settings/site-settings';
import { FAMILY_SITE_SETTINGS } from '../../../src/shared/schemas/settings';

export const TEST_SUPERUSER_PASSWORD = 'segreto-di-prova';

export interface TestApp {
  app: FastifyInstance;
  routes: DeclaredRoute[];
  database: Db;
  env: Env;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Keep a new installation's safe settings (hidden list, personal passwords required). By
   * default the test app is in family use (both off), the spec's own flows.
   */
  secureDefaults?: boolean;
}

/**
 * A real app on a real, empty database: SQLite in a temporary folder, or, when DATABASE_URL is
 * set (npm run test:pg), a fresh PostgreSQL database created for this test file and dropped after.
 */
export async function createTestApp(overrides: Partial<Record<string, string>> = {}, { secureDefaults = false }: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fantasmia-test-'));
  let databaseUrl: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `fm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const env = loadEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SUPERUSER_PASSWORD: TEST_SUPERUSER_PASSWORD,
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '1000',
    TRANSLATE_PROVIDER: 'none',
    ...overrides,
  });
  const database = createDb({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL, timeouts: dbTimeouts(env) });
  await migrateToLatest(database);
  await ensureSuperuser({ db: database.db, password: env.SUPERUSER_PASSWORD, log: () => undefined });
  if (!secureDefaults) await updateSiteSettings(database.db, FAMILY_SITE_SETTINGS);
  const { app, routes } = await buildApp({
    db: database.db,
    dbKind: database.kind,
    probeWrite: database.probeWrite,
    env,
    clientDir: path.join(dataDir, 'no-client'),
    logger: false,
  });
  await app.ready();
  return {
    app,
    routes,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie a response set, ready for the next request's `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const c = response.cookies.find((x) => x.name === 'fm_session');
  if (!c) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `fm_session=${c.value}`;
}

/** The personal password createChild chooses at consent when the site requires one. */
export const testPersonalPassword = (name: string): string => `${name} segreta`;

/**
 * Creates a profile, gives consent and returns a logged-in cookie. While the site requires
 * personal passwords, the adult chooses testPersonalPassword(name) at consent.
 */
export async function createChild(app: FastifyInstance, name: string, age = 9): Promise<{ id: string; cookie: string }> {
  const created = await app.inject({ method: 'POST', url: '/api/profiles', payload: { name, age } });
  if (created.statusCode !== 201) throw new Error(`create ${name}: ${created.statusCode} ${created.body}`);
  const pending = sessionCookie(created);
  const config = (await app.inject({ method: 'GET', url: '/api/config' })).json<{ requirePersonalPasswords?: boolean }>();
  const password = config.requirePersonalPasswords ? { password: testPersonalPassword(name), confirm: testPersonalPassword(name) } : {};
  const consent = await app.inject({
    method: 'POST',
    url: '/api/auth/consent',
    headers: { cookie: pending },
    payload: { adultName: 'Maestra Lucia', accepted: true, ...password },
  });
  if (consent.statusCode !== 200) throw new Error(`consent ${name}: ${consent.statusCode} ${consent.body}`);
  const id = (created.json() as { profile: { id: string } }).profile.id;
  return { id, cookie: sessionCookie(consent) };
}

export async function loginSuperuserCookie(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/superuser', payload: { password: TEST_SUPERUSER_PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`superuser login: ${res.statusCode} ${res.body}`);
  return sessionCookie(res);
}
