import { EventEmitter } from 'node:events';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import { parseJson } from '../../shared/json-depth';
import { loadPg } from '../db/load-pg';
import type { Database } from '../db/schema';

/**
 * How workshop events reach every app instance. The database is the truth: a message only says
 * "workshop X changed" or "instance I sees these children connected", and each instance reloads
 * the state from the database before it tells its own sockets.
 * - SQLite (one instance by design): an in-process emitter.
 * - PostgreSQL: LISTEN/NOTIFY on one channel, so instances behind a load balancer hear each other.
 */
export type BusMessage =
  | { type: 'changed'; workshopId: string; version: number }
  | { type: 'presence'; workshopId: string; instance: string; users: string[] }
  | { type: 'presence_query'; workshopId: string; instance: string };

export interface WorkshopBus {
  start(onMessage: (message: BusMessage) => void, onReconnect: () => void): Promise<void>;
  publish(message: BusMessage): Promise<void>;
  close(): Promise<void>;
}

export const WORKSHOP_CHANNEL = 'fm_workshops';

function parse(payload: string | undefined): BusMessage | null {
  const m = parseJson(payload) as BusMessage | null;
  return typeof m === 'object' && m !== null && typeof m.workshopId === 'string' ? m : null;
}

export function localBus(): WorkshopBus {
  const emitter = new EventEmitter();
  return {
    async start(onMessage) {
      emitter.on('m', (payload: string) => {
        const m = parse(payload);
        if (m) onMessage(m);
      });
    },
    async publish(message) {
      const payload = JSON.stringify(message);
      // Asynchronous like NOTIFY, so a publisher never re-enters its own handler mid-change.
      setImmediate(() => emitter.emit('m', payload));
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function postgresBus(
  db: Kysely<Database>,
  databaseUrl: string,
  log: (message: string) => void = () => undefined,
  connectTimeoutMs = 5_000,
): WorkshopBus {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  /** Tries to listen again in a second, and keeps trying until it works or the bus is closed. */
  function retryLater(onMessage: (m: BusMessage) => void, onReconnect: () => void): void {
    if (closed) return;
    retry = setTimeout(() => {
      connect(onMessage, onReconnect, true).catch((e: unknown) => {
        log(`workshop listener: ${String(e)}; retrying`);
        retryLater(onMessage, onReconnect);
      });
    }, 1000);
    retry.unref();
  }

  async function connect(onMessage: (m: BusMessage) => void, onReconnect: () => void, again: boolean): Promise<void> {
    // A connect timeout, so a database that does not answer never holds up the app's start.
    const c = new (loadPg().Client)({ connectionString: databaseUrl, connectionTimeoutMillis: connectTimeoutMs });
    c.on('notification', (n) => {
      if (n.channel !== WORKSHOP_CHANNEL) return;
      const m = parse(n.payload);
      if (m) onMessage(m);
    });
    const reconnect = () => {
      if (closed || client !== c) return;
      client = null;
      log('workshop listener lost its connection; reconnecting');
      retryLater(onMessage, onReconnect);
    };
    c.on('error', reconnect);
    c.on('end', reconnect);
    try {
      await c.connect();
      await c.query(`LISTEN ${WORKSHOP_CHANNEL}`);
    } catch (error) {
      await c.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    // Only a listening connection is the current one: a failed attempt's own 'error'/'end' do nothing.
    client = c;
    // Events sent while the listener was away were missed: every instance reloads what it shows.
    if (again) onReconnect();
  }

  return {
    async start(onMessage, onReconnect) {
      // The app starts even when the database is away: the listener keeps trying in the background.
      await connect(onMessage, onReconnect, false).catch((e: unknown) => {
        log(`workshop listener: ${String(e)}; retrying`);
        retryLater(onMessage, onReconnect);
      });
    },
    async publish(message) {
      await sql`select pg_notify(${WORKSHOP_CHANNEL}, ${JSON.stringify(message)})`.execute(db);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
