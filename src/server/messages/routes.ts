import type { FastifyInstance } from 'fastify';
import { idParamSchema } from '../../shared/schemas/admin';
import { sendMessageSchema, sentMessagesQuerySchema } from '../../shared/schemas/message';
import type { AppContext } from '../app-context';
import { requireUser } from '../http/access';
import { parseInput } from '../http/errors';
import { listMyMessages } from './list-my-messages';
import { markMessageRead } from './mark-message-read';
import { sendMessage } from './send-message';
import { deleteSentMessage, listSentMessages } from './sent-messages';

export function messageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.post('/api/admin/messages', { config: { access: 'superuser' } }, async (request, reply) => {
    const input = parseInput(sendMessageSchema, request.body);
    const sent = await sendMessage({ db, senderId: requireUser(request).id, input });
    return reply.status(201).send(sent);
  });

  /** The sent-messages log. */
  app.get('/api/admin/messages', { config: { access: 'superuser' } }, async (request) => {
    const { page } = parseInput(sentMessagesQuerySchema, request.query);
    return listSentMessages({ db, page });
  });

  app.delete('/api/admin/messages/:id', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    await deleteSentMessage({ db, id });
    return { ok: true };
  });

  app.get('/api/messages', { config: { access: 'profile' } }, async (request) => ({ messages: await listMyMessages({ db, userId: requireUser(request).id }) }));

  app.post('/api/messages/:id/read', { config: { access: 'profile' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    await markMessageRead({ db, userId: requireUser(request).id, messageId: id });
    return { ok: true };
  });
}
