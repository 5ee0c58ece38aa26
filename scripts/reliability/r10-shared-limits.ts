// R10: limits that hold. Parallel AI calls cannot pass the day's limit (each call takes its slot
// in the database before the provider is called), and with DATABASE_URL two instances of the
// built app on one PostgreSQL, as behind a load balancer, share every limit: a visitor who
// alternates between them gets the public-save quota, the AI day limit, the join-code throttle
// and a per-route limit once, not once per instance. Without DATABASE_URL the AI race runs on one
// SQLite server and the two-instance part is reported as skipped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { AI_MESSAGES } from '../../src/shared/schemas/ai';
import { AI_MARKERS, startFakeAiServer } from '../../tests/fakes/fake-ai-server';
import { Client, createChild, startApp, superuser, type AppServer, type Reply, type Scenario } from './lib';

const AI_LIMIT = 20;
const AI_BURST = 28;
const SAVES_PER_HOUR = 4;
const JOIN_LIMIT = 10; // workshops/routes.ts: 10 tries a minute per child
const TRANSLATE_LIMIT = 60; // translation/routes.ts: 60 a minute per address

/** A fresh database on the server DATABASE_URL names, dropped at the end. */
async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fm_rel_r10_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The same browser (its cookies) talking to another instance. */
function on(server: AppServer, client: Client): Client {
  const c = new Client(server.baseURL, client.label);
  c.cookies = new Map(client.cookies);
  return c;
}

const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;

export const r10: Scenario = {
  name: 'R10 shared limits',
  async run({ log }) {
    const breaches: string[] = [];
    const figures: string[] = [];
    const adminUrl = process.env.DATABASE_URL;
    const fake = await startFakeAiServer({ slowMs: 400 });
    const scratch = adminUrl ? await scratchDatabase(adminUrl) : null;
    const servers: AppServer[] = [];
    try {
      const env = {
        AI_BASE_URL: fake.url,
        AI_API_KEY: 'chiave-di-prova',
        AI_TEXT_MODEL: 'testo-finto',
        AI_RETRY_DELAY_MS: '5',
        AI_TEXT_CALLS_PER_DAY: String(AI_LIMIT),
        PUBLIC_SAVES_PER_HOUR: String(SAVES_PER_HOUR),
        ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      };
      // The first instance migrates the database; the second starts on it afterwards.
      servers.push(await startApp({ env }));
      if (scratch) servers.push(await startApp({ env }));
      const [a, b = a] = servers as [AppServer, ...AppServer[]];
      const pick = (i: number) => (i % 2 === 0 ? a : b);
      log(`instances: ${servers.map((s) => s.baseURL).join(', ')} on ${scratch ? 'one PostgreSQL' : 'SQLite'}`);

      // The spec's family mode, set explicitly: the children here enter with their name.
      const su = await superuser(a.baseURL);
      await su.request('/api/admin/settings', { method: 'PUT', json: { requirePersonalPasswords: false, hideProfileList: false } });

      // The AI race: 28 parallel 'Migliora testo' for one child, half on each instance.
      const child = await createChild(a.baseURL, 'Alice Raffica');
      const aiConsent = await su.request(`/api/admin/users/${child.id}/ai-consent`, { method: 'PUT', json: { consent: true, adultName: 'Maestra Lucia' } });
      if (aiConsent.status !== 200) breaches.push(`AI consent for the child: ${aiConsent.status} ${aiConsent.text.slice(0, 200)}`);
      fake.reset();
      const ai = await Promise.all(
        Array.from({ length: AI_BURST }, (_, i) =>
          on(pick(i), child.client).post('/api/ai/improve', {
            title: 'Il drago',
            content: `C'era una volta un drago gentile. ${AI_MARKERS.slow}`,
            style: 'ironico',
          }),
        ),
      );
      const aiOk = count(ai, 200);
      const aiRefused = ai.filter(
        (r) => r.status === 429 && (r.json as { error?: { message?: string } })?.error?.message === AI_MESSAGES.textLimit(AI_LIMIT),
      ).length;
      const providerCalls = fake.log.filter((r) => r.path === '/chat/completions').length;
      figures.push(`AI ${AI_BURST} parallel (limit ${AI_LIMIT}): ${aiOk}×200 ${aiRefused}×429, ${providerCalls} provider calls`);
      if (aiOk !== AI_LIMIT || aiRefused !== AI_BURST - AI_LIMIT || providerCalls !== AI_LIMIT) {
        breaches.push(
          `AI race: ${aiOk}×200, ${aiRefused}×429 with the Italian message, ${providerCalls} provider calls (want ${AI_LIMIT}, ${AI_BURST - AI_LIMIT}, ${AI_LIMIT}); statuses ${ai.map((r) => r.status).join(',')}`,
        );
      }

      if (!scratch) {
        figures.push('two instances: skipped: needs DATABASE_URL');
        return { figures: figures.join('; '), breaches };
      }

      // Public saves: one address, alternating instances, twice the hour's quota.
      const saves = await Promise.all(
        Array.from({ length: 2 * SAVES_PER_HOUR }, (_, i) =>
          new Client(pick(i).baseURL).post('/api/stories', { title: `Visita ${i}`, content: "C'era una volta un faro.", status: 'completed', mode: 'GHOST' }),
        ),
      );
      figures.push(`public saves ${2 * SAVES_PER_HOUR} (quota ${SAVES_PER_HOUR}/h): ${count(saves, 201)}×201 ${count(saves, 429)}×429`);
      if (count(saves, 201) !== SAVES_PER_HOUR || count(saves, 429) !== SAVES_PER_HOUR) {
        breaches.push(`public-save quota per instance: ${count(saves, 201)} saved of ${2 * SAVES_PER_HOUR} (quota ${SAVES_PER_HOUR})`);
      }

      // Join codes: a child guessing, alternating instances.
      const guesser = await createChild(a.baseURL, 'Bruno Codici');
      const tries = JOIN_LIMIT + 6;
      const joins = await Promise.all(Array.from({ length: tries }, (_, i) => on(pick(i), guesser.client).post('/api/workshops/join', { code: 'ZZZ999' })));
      figures.push(`join codes ${tries} (limit ${JOIN_LIMIT}/min): ${count(joins, 429)}×429`);
      if (count(joins, 429) !== tries - JOIN_LIMIT)
        breaches.push(`join-code throttle per instance: ${tries - count(joins, 429)} tries checked of ${tries} (limit ${JOIN_LIMIT})`);

      // A per-route limit (@fastify/rate-limit): translations from one address.
      const sent = TRANSLATE_LIMIT + 20;
      const translations = await Promise.all(Array.from({ length: sent }, (_, i) => new Client(pick(i).baseURL).post('/api/translate', {})));
      figures.push(`translate ${sent} (limit ${TRANSLATE_LIMIT}/min): ${count(translations, 429)}×429`);
      if (count(translations, 429) !== sent - TRANSLATE_LIMIT) {
        breaches.push(`per-route limit per instance: ${sent - count(translations, 429)} answered of ${sent} (limit ${TRANSLATE_LIMIT})`);
      }
      return { figures: figures.join('; '), breaches };
    } finally {
      for (const s of servers.reverse()) await s.stop();
      await fake.stop();
      await scratch?.drop();
    }
  },
};
