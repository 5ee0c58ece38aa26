import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WebSocket } from 'ws';
import {
  SOCKET_MESSAGES_PER_WINDOW,
  SOCKET_WINDOW_MS,
  WORKSHOP_MESSAGES,
  workshopClientMessageSchema,
  type WorkshopAction,
} from '../../shared/schemas/workshop';
import { applyAction, ensureTurn, stepsOf, storySignature } from '../../shared/workshop/machine';
import type { WorkshopServerMessage, WorkshopView } from '../../shared/workshop/view';
import type { Database } from '../db/schema';
import { memoryActorRate, type ActorRate } from './actor-rate';
import type { BusMessage, WorkshopBus } from './bus';
import { commitChange, loadWorkshop, type CommitOptions, type CommitResult, type LoadedWorkshop } from './store';
import { API_MESSAGES } from '../../shared/messages/api-messages';
import { jsonTextTooDeep, parseJson } from '../../shared/json-depth';

interface Connection {
  socket: WebSocket;
  workshopId: string;
  userId: string;
  role: 'teacher' | 'child';
  /** The session the socket was opened with: checked again before each action. */
  sessionId: string;
  /** Timestamps of the messages of the current window (rate limit). */
  recent: number[];
  strikes: number;
}

/** Close codes the client understands (4000–4999 are the application's). */
export const CLOSE_REMOVED = 4403;
export const CLOSE_FLOOD = 4429;
export const CLOSE_SESSION_ENDED = 4401;

const PRESENCE_REFRESH_MS = 30_000;
const PRESENCE_STALE_MS = 90_000;

/**
 * The live side of the workshops on one app instance: its sockets, who is connected on every
 * instance (presence travels on the bus), and the path of an action: validate → machine →
 * commit to the database → publish → every instance reloads and pushes the new state.
 */
export class WorkshopHub {
  readonly instance = randomUUID();
  private readonly local = new Map<string, Set<Connection>>();
  private readonly remote = new Map<string, Map<string, { users: Set<string>; at: number }>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly bus: WorkshopBus,
    private readonly log: (message: string) => void = () => undefined,
    /** The count of actions per person over all their sockets (and instances, when shared). */
    private readonly actorRate: ActorRate = memoryActorRate(),
  ) {}

  async start(): Promise<void> {
    await this.bus.start(
      (m) => void this.onBus(m).catch((e: unknown) => this.log(`workshop bus: ${String(e)}`)),
      () => {
        for (const id of this.local.keys()) void this.refresh(id);
      },
    );
    this.timer = setInterval(() => {
      for (const id of this.local.keys()) void this.publishPresence(id);
    }, PRESENCE_REFRESH_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.bus.close();
  }

  /** Children connected to this workshop on any instance. */
  present(workshopId: string): Set<string> {
    const out = new Set<string>();
    for (const c of this.local.get(workshopId) ?? []) if (c.role === 'child') out.add(c.userId);
    const now = Date.now();
    for (const entry of this.remote.get(workshopId)?.values() ?? []) {
      if (now - entry.at > PRESENCE_STALE_MS) continue;
      for (const u of entry.users) out.add(u);
    }
    return out;
  }

  /** A socket that passed the access checks. It gets the full state at once (reconnection restores everything). */
  async attach(socket: WebSocket, workshopId: string, userId: string, role: 'teacher' | 'child', sessionId: string): Promise<void> {
    const conn: Connection = { socket, workshopId, userId, role, sessionId, recent: [], strikes: 0 };
    const first = !this.local.has(workshopId);
    this.local.set(workshopId, (this.local.get(workshopId) ?? new Set<Connection>()).add(conn));
    socket.on('message', (data, isBinary) => void this.onMessage(conn, isBinary ? null : data.toString()));
    socket.on('close', () => void this.detach(conn));
    socket.on('error', () => undefined);
    if (first) await this.bus.publish({ type: 'presence_query', workshopId, instance: this.instance });
    await this.publishPresence(workshopId);
    if (role === 'child') await this.settleTurn(workshopId);
    await this.sendState(conn);
  }

  private async detach(conn: Connection): Promise<void> {
    const set = this.local.get(conn.workshopId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.local.delete(conn.workshopId);
    await this.publishPresence(conn.workshopId).catch(() => undefined);
  }

  private async publishPresence(workshopId: string): Promise<void> {
    const users = [...(this.local.get(workshopId) ?? [])].filter((c) => c.role === 'child').map((c) => c.userId);
    await this.bus.publish({ type: 'presence', workshopId, instance: this.instance, users: [...new Set(users)] });
  }

  private async onBus(m: BusMessage): Promise<void> {
    if (m.type === 'presence_query') {
      if (m.instance !== this.instance && this.local.has(m.workshopId)) await this.publishPresence(m.workshopId);
      return;
    }
    if (m.type === 'presence' && m.instance !== this.instance) {
      const map = this.remote.get(m.workshopId) ?? new Map<string, { users: Set<string>; at: number }>();
      if (m.users.length) map.set(m.instance, { users: new Set(m.users), at: Date.now() });
      else map.delete(m.instance);
      if (map.size === 0) this.remote.delete(m.workshopId);
      else this.remote.set(m.workshopId, map);
    }
    await this.refresh(m.workshopId);
  }

  /** 'a turno': when nobody holds the turn, the first connected child gets it. */
  private async settleTurn(workshopId: string): Promise<void> {
    const present = this.present(workshopId);
    await this.commit(workshopId, { actorId: null, type: 'turn', change: (w) => ({ ok: true, state: ensureTurn(w.state, present) }) });
  }

  /** Stores a change and, when it changed anything, tells every instance. */
  private async commit(workshopId: string, change: Omit<CommitOptions, 'db' | 'id'>): Promise<CommitResult> {
    const result = await commitChange({ db: this.db, id: workshopId, ...change });
    if (result.ok && result.changed) await this.bus.publish({ type: 'changed', workshopId, version: result.workshop.version });
    return result;
  }

  /** Applies an action for one actor, stores it, and tells every instance. */
  private act(workshopId: string, actor: { userId: string; role: 'teacher' | 'child' }, action: WorkshopAction): Promise<CommitResult> {
    const present = this.present(workshopId);
    const who = actor.role === 'teacher' ? ({ kind: 'teacher' } as const) : ({ kind: 'child', id: actor.userId } as const);
    return this.commit(workshopId, { actorId: actor.userId, type: action.type, payload: action, change: (w) => applyAction(w.state, who, action, present) });
  }

  private tooFast(conn: Connection): boolean {
    const now = Date.now();
    conn.recent = conn.recent.filter((t) => now - t < SOCKET_WINDOW_MS);
    conn.recent.push(now);
    return conn.recent.length > SOCKET_MESSAGES_PER_WINDOW;
  }

  private send(conn: Connection, message: WorkshopServerMessage): void {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  }

  private async onMessage(conn: Connection, text: string | null): Promise<void> {
    if (this.tooFast(conn)) {
      conn.strikes += 1;
      this.send(conn, { kind: 'error', code: 'too_fast', message: WORKSHOP_MESSAGES.tooFast });
      // A client that keeps flooding after being told is cut off; it may reconnect and start over.
      if (conn.strikes > SOCKET_MESSAGES_PER_WINDOW) conn.socket.close(CLOSE_FLOOD, 'too many messages');
      return;
    }
    // The same depth limit as every JSON body of the API, checked before the text is parsed.
    if (text !== null && jsonTextTooDeep(text)) {
      this.send(conn, { kind: 'error', code: 'too_deep', message: API_MESSAGES.http.tooDeep });
      return;
    }
    const raw = parseJson(text);
    const parsed = workshopClientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const message = raw && typeof raw === 'object' ? (parsed.error.issues[0]?.message ?? WORKSHOP_MESSAGES.badMessage) : WORKSHOP_MESSAGES.badMessage;
      this.send(conn, { kind: 'error', code: 'invalid_input', message });
      return;
    }
    if (parsed.data.kind === 'ping') {
      this.send(conn, { kind: 'pong' });
      return;
    }
    try {
      if (await this.actorRate(conn.workshopId, conn.userId)) {
        this.send(conn, { kind: 'error', code: 'too_fast', message: WORKSHOP_MESSAGES.tooFast });
        return;
      }
      // A socket outlives its page's request: after a logout (or a deleted profile) it may not act.
      const session = await this.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', conn.sessionId)
        .where('user_id', '=', conn.userId)
        .where('expires_at', '>', new Date().toISOString())
        .executeTakeFirst();
      if (!session) {
        this.send(conn, { kind: 'error', code: 'unauthenticated', message: API_MESSAGES.workshop.sessionEnded });
        conn.socket.close(CLOSE_SESSION_ENDED, 'session ended');
        return;
      }
      const r = await this.act(conn.workshopId, conn, parsed.data.action);
      if (!r.ok) this.send(conn, { kind: 'error', code: r.code, message: r.message });
    } catch (error) {
      this.log(`workshop action: ${String(error)}`);
      this.send(conn, { kind: 'error', code: 'server_error', message: API_MESSAGES.workshop.serverError });
    }
  }

  view(w: LoadedWorkshop, role: 'teacher' | 'child', userId: string): WorkshopView {
    const present = this.present(w.id);
    const steps = stepsOf(w.state);
    const s = w.state;
    return {
      id: w.id,
      method: s.config.method,
      turnMode: s.turnMode,
      status: s.status,
      role,
      me: role === 'child' ? userId : null,
      step: s.step,
      stepCount: steps.length,
      current: steps[s.step] ?? null,
      participants: s.participants.map((p) => ({ id: p.id, name: p.name, removed: p.removed, connected: present.has(p.id) })),
      turn: s.turn,
      paragraphs: s.paragraphs,
      proposals: role === 'teacher' ? s.proposals : s.proposals.filter((p) => p.authorId === userId),
      returned: role === 'teacher' ? [] : (s.returned ?? []).filter((r) => r.authorId === userId),
      signature: storySignature(s),
      title: s.title,
      storyId: w.storyId,
      code: role === 'teacher' ? w.code : null,
      codeExpiresAt: role === 'teacher' ? w.codeExpiresAt : null,
      version: w.version,
    };
  }

  private async sendState(conn: Connection): Promise<void> {
    const w = await loadWorkshop(this.db, conn.workshopId);
    if (w) this.push(conn, w);
  }

  private push(conn: Connection, w: LoadedWorkshop): void {
    if (conn.role === 'child' && w.state.participants.find((p) => p.id === conn.userId)?.removed) {
      this.send(conn, { kind: 'error', code: 'removed', message: WORKSHOP_MESSAGES.removed });
      conn.socket.close(CLOSE_REMOVED, 'removed');
      return;
    }
    this.send(conn, { kind: 'state', workshop: this.view(w, conn.role, conn.userId) });
  }

  /** Reloads a workshop from the database and pushes it to this instance's sockets. */
  async refresh(workshopId: string): Promise<void> {
    const set = this.local.get(workshopId);
    if (!set || set.size === 0) return;
    const w = await loadWorkshop(this.db, workshopId);
    if (!w) return;
    for (const conn of set) this.push(conn, w);
  }
}
