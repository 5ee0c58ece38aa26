import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WORKSHOP_MESSAGES, workshopCreateSchema, workshopIdParamsSchema, workshopJoinSchema } from '../../shared/schemas/workshop';
import type { AppContext } from '../app-context';
import { requireUser } from '../http/access';
import { HttpError, notFound, parseInput } from '../http/errors';
import { localBus, postgresBus } from './bus';
import { memoryActorRate, sharedActorRate } from './actor-rate';
import { WorkshopHub } from './hub';
import { createWorkshop, joinWorkshop, loadWorkshop, renewCode, roleIn, type LoadedWorkshop } from './store';
import { API_MESSAGES } from '../../shared/messages/api-messages';

declare module 'fastify' {
  interface FastifyRequest {
    workshopLive?: { workshop: LoadedWorkshop; role: 'teacher' | 'child' };
  }
}

/**
 * The browser always sends Origin on a WebSocket upgrade; a page on another site cannot forge
 * it. Refusing a foreign Origin stops cross-site WebSocket hijacking with the child's cookie.
 */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The workshop a caller may see, with their role; a stranger learns nothing (404). */
async function workshopFor(ctx: AppContext, request: FastifyRequest, id: string): Promise<{ workshop: LoadedWorkshop; role: 'teacher' | 'child' }> {
  const user = requireUser(request);
  const workshop = await loadWorkshop(ctx.db, id);
  if (!workshop) throw notFound(WORKSHOP_MESSAGES.notFound);
  const role = await roleIn(ctx.db, workshop, user);
  if (!role) throw notFound(WORKSHOP_MESSAGES.notFound);
  return { workshop, role };
}

export function workshopRoutes(app: FastifyInstance, ctx: AppContext): WorkshopHub {
  const { db } = ctx;
  const bus =
    ctx.dbKind === 'postgres' && ctx.env.DATABASE_URL
      ? postgresBus(db, ctx.env.DATABASE_URL, (m) => app.log.warn(m), ctx.env.PG_CONNECT_TIMEOUT_MS)
      : localBus();
  // Several instances share one PostgreSQL; SQLite is always one process, where memory is enough and faster.
  const actorRate = ctx.dbKind === 'postgres' ? sharedActorRate(db) : memoryActorRate();
  const hub = new WorkshopHub(db, bus, (m) => app.log.warn(m), actorRate);
  app.addHook('onReady', async () => hub.start());
  app.addHook('onClose', async () => hub.close());

  /** A new workshop (superuser): method, turn mode, optional group. */
  app.post('/api/workshops', { config: { access: 'superuser' } }, async (request, reply) => {
    const input = parseInput(workshopCreateSchema, request.body);
    const user = requireUser(request);
    const workshop = await createWorkshop({ db, ownerId: user.id, input });
    return reply.status(201).send({ workshop: hub.view(workshop, 'teacher', user.id) });
  });

  /** The superuser's workshops that are not over, to go back to a board. */
  app.get('/api/workshops', { config: { access: 'superuser' } }, async (request) => {
    const user = requireUser(request);
    const rows = await db
      .selectFrom('workshops')
      .select(['id', 'method', 'turn_mode', 'status', 'created_at'])
      .where('owner_id', '=', user.id)
      .where('status', '<>', 'ended')
      .orderBy('created_at', 'desc')
      .limit(20)
      .execute();
    return { workshops: rows.map((r) => ({ id: r.id, method: r.method, turnMode: r.turn_mode, status: r.status, createdAt: r.created_at })) };
  });

  /** A child joins with the code on the board. Throttled: a code cannot be guessed by trying. */
  app.post(
    '/api/workshops/join',
    {
      config: {
        access: 'profile',
        rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip },
      },
    },
    async (request) => {
      const { code } = parseInput(workshopJoinSchema, request.body);
      const user = requireUser(request);
      const joined = await joinWorkshop({ db, user, code });
      // Every instance's board shows the new name at once, even before the child's socket opens.
      if (joined.changed) await bus.publish({ type: 'changed', workshopId: joined.id, version: 0 });
      return { id: joined.id };
    },
  );

  app.get('/api/workshops/:id', { config: { access: 'profile' } }, async (request) => {
    const { id } = parseInput(workshopIdParamsSchema, request.params);
    const { workshop, role } = await workshopFor(ctx, request, id);
    return { workshop: hub.view(workshop, role, requireUser(request).id) };
  });

  /** A fresh join code for the board; the old one stops working. */
  app.post('/api/workshops/:id/code', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(workshopIdParamsSchema, request.params);
    const { workshop, role } = await workshopFor(ctx, request, id);
    if (role !== 'teacher' || workshop.state.status === 'ended') throw notFound(WORKSHOP_MESSAGES.notFound);
    await renewCode(db, id);
    await bus.publish({ type: 'changed', workshopId: id, version: workshop.version });
    const fresh = await loadWorkshop(db, id);
    if (!fresh) throw notFound(WORKSHOP_MESSAGES.notFound);
    return { workshop: hub.view(fresh, 'teacher', requireUser(request).id) };
  });

  /** The live line: same cookie and access rules as the API, checked before the upgrade. */
  app.get(
    '/api/workshops/:id/live',
    {
      websocket: true,
      config: { access: 'profile' },
      preHandler: async (request) => {
        if (!sameOrigin(request)) throw new HttpError(403, 'bad_origin', API_MESSAGES.workshop.badOrigin);
        const { id } = parseInput(workshopIdParamsSchema, request.params);
        request.workshopLive = await workshopFor(ctx, request, id);
      },
    },
    async (socket, request) => {
      const live = request.workshopLive;
      const user = request.user;
      if (!live || !user) {
        socket.close(1008, 'refused');
        return;
      }
      try {
        await hub.attach(socket, live.workshop.id, user.id, live.role, user.sessionId);
      } catch (error) {
        // The database or the bus is away: the client retries and gets the whole state then.
        app.log.warn(`workshop attach: ${String(error)}`);
        socket.close(1011, 'retry');
      }
    },
  );

  return hub;
}
