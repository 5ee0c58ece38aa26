import type { FastifyInstance } from 'fastify';
import {
  bulkDeleteSchema,
  bulkGroupSchema,
  changeSuperuserPasswordSchema,
  groupInputSchema,
  idParamSchema,
  resetPasswordSchema,
  rosterQuerySchema,
  selectionBodySchema,
  setUserGroupSchema,
} from '../../shared/schemas/admin';
import { createProfileSchema, recordConsentSchema } from '../../shared/schemas/profile';
import { createProfile } from '../profiles/create-profile';
import type { AppContext } from '../app-context';
import { classImportSchema } from '../../shared/schemas/class-import';
import { requireUser } from '../http/access';
import { parseInput } from '../http/errors';
import { deleteSelection, moveSelectionToGroup, previewSelection, resetSelectionPasswords } from './bulk-profile-actions';
import { changeSuperuserPassword } from './change-superuser-password';
import { createGroup, deleteGroup, listGroups, renameGroup, setUserGroup } from './groups';
import { deleteUser } from './delete-user';
import { exportUserData } from './export-user-data';
import { importClass } from './import-class';
import { recordConsent } from './record-bulk-consent';
import { listRoster } from './list-roster';
import { listUsers } from './list-users';
import { resetUserPasswords } from './reset-user-password';
import { totalMediaCost } from './total-media-cost';

/** The superuser's management of profiles, own password and media costs. */
export function adminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get('/api/admin/users', { config: { access: 'superuser' } }, async () => ({ users: await listUsers({ db }) }));

  /** The roster of /superuser-users: searched, sorted and paged on the server. */
  app.get('/api/admin/roster', { config: { access: 'superuser' } }, async (request) => listRoster({ db, query: parseInput(rosterQuerySchema, request.query) }));

  /** 'Nuovo profilo' by the superuser: registration's rules; the adult consents at first login. */
  app.post('/api/admin/users', { config: { access: 'superuser' } }, async (request, reply) => {
    const input = parseInput(createProfileSchema, request.body);
    const user = await createProfile({ db, input, enrolledBy: 'superuser' });
    return reply.status(201).send({ profile: { id: user.id, name: user.name } });
  });

  /** CSV import of a class: preview (commit false) or one transaction (commit true). */
  app.post('/api/admin/users/import', { config: { access: 'superuser' }, bodyLimit: 2 * 1024 * 1024 }, async (request) => {
    const { csv, commit } = parseInput(classImportSchema, request.body);
    return importClass({ db, csv, commit });
  });

  app.post('/api/admin/users/:id/password', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { password } = parseInput(resetPasswordSchema, request.body);
    await resetUserPasswords(db, [{ id, password }]);
    return { ok: true };
  });

  /** 'Registra consenso': the superuser records the consent an adult gave (e.g. on paper). */
  app.post('/api/admin/users/:id/consent', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { adultName } = parseInput(recordConsentSchema, request.body);
    const consentAt = await recordConsent({ db, userId: id, adultName });
    return { consentAt, consentBy: adultName };
  });

  app.delete('/api/admin/users/:id', { config: { access: 'superuser' } }, async (request) => {
    await deleteUser({ db, userId: parseInput(idParamSchema, request.params).id });
    return { ok: true };
  });

  app.get('/api/admin/users/:id/export', { config: { access: 'superuser' } }, async (request, reply) => {
    const data = await exportUserData({ db, userId: parseInput(idParamSchema, request.params).id });
    const safeName = data.profile.name.replace(/[^\p{L}\p{N}_-]+/gu, '_');
    return reply.header('content-disposition', `attachment; filename="fantasmia-${safeName}.json"`).send(data);
  });

  // Guessing the current password from an open session is limited as a login is.
  const passwordLimit = { max: ctx.env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };
  app.post('/api/admin/password', { config: { access: 'superuser', rateLimit: passwordLimit } }, async (request) => {
    const { current, next } = parseInput(changeSuperuserPasswordSchema, request.body);
    const user = requireUser(request);
    await changeSuperuserPassword({ db, userId: user.id, keepSessionId: user.sessionId, current, next });
    return { ok: true };
  });

  /** Optional groups ('classe 3ªB'): list with member counts, create, rename, delete. */
  app.get('/api/admin/groups', { config: { access: 'superuser' } }, async () => ({ groups: await listGroups({ db }) }));

  app.post('/api/admin/groups', { config: { access: 'superuser' } }, async (request, reply) => {
    const { name } = parseInput(groupInputSchema, request.body);
    return reply.status(201).send({ group: await createGroup({ db, name }) });
  });

  app.patch('/api/admin/groups/:id', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { name } = parseInput(groupInputSchema, request.body);
    await renameGroup({ db, groupId: id, name });
    return { ok: true };
  });

  app.delete('/api/admin/groups/:id', { config: { access: 'superuser' } }, async (request) => {
    await deleteGroup({ db, groupId: parseInput(idParamSchema, request.params).id });
    return { ok: true };
  });

  /** A profile's group, or none (groupId null). */
  app.put('/api/admin/users/:id/group', { config: { access: 'superuser' } }, async (request) => {
    const { id } = parseInput(idParamSchema, request.params);
    const { groupId } = parseInput(setUserGroupSchema, request.body);
    await setUserGroup({ db, userId: id, groupId });
    return { ok: true };
  });

  /** Bulk actions of the roster on a selection (ticked rows, a group, the class): preview, move to a group, delete. */
  app.post('/api/admin/users/selection', { config: { access: 'superuser' } }, async (request) => {
    const { selection } = parseInput(selectionBodySchema, request.body);
    return previewSelection(db, selection);
  });

  app.post('/api/admin/users/group', { config: { access: 'superuser' } }, async (request) => {
    const { selection, groupId } = parseInput(bulkGroupSchema, request.body);
    return moveSelectionToGroup({ db, selection, groupId });
  });

  app.post('/api/admin/users/delete', { config: { access: 'superuser' } }, async (request) => {
    const { selection, confirm } = parseInput(bulkDeleteSchema, request.body);
    return deleteSelection({ db, selection, confirm });
  });

  app.post('/api/admin/users/passwords', { config: { access: 'superuser' } }, async (request, reply) => {
    const { selection } = parseInput(selectionBodySchema, request.body);
    const answer = await resetSelectionPasswords({ db, selection });
    // Passwords in clear, once: no browser or proxy keeps this answer.
    void reply.header('cache-control', 'no-store');
    return answer;
  });

  app.get('/api/admin/media-cost', { config: { access: 'superuser' } }, async () => ({ total: await totalMediaCost({ db }) }));
}
