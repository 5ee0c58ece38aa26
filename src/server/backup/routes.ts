import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { backupFileName, createBackup } from './create-backup';
import { clearSessionCookie } from '../auth/sessions';
import { HttpError } from '../http/errors';
import { BACKUP_MESSAGES } from './format';
import { restoreBackup } from './restore-backup';

/** Content types a backup upload may arrive with; the body stays raw bytes. */
export const BACKUP_CONTENT_TYPES = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];

/** GET /api/admin/backup downloads the whole installation; POST /api/admin/restore loads one. */
export function backupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addContentTypeParser(BACKUP_CONTENT_TYPES, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/api/admin/backup', { config: { access: 'superuser' } }, async (_request, reply) => {
    const { file, header } = await createBackup({ db: ctx.db, kind: ctx.dbKind });
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backupFileName(header.createdAt)}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  // Only this route accepts a large body (the global JSON limit stays 256 KB).
  app.post('/api/admin/restore', { config: { access: 'superuser' }, bodyLimit: ctx.env.BACKUP_UPLOAD_MAX_MB * 1024 * 1024 }, async (request, reply) => {
    if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'not_a_backup', BACKUP_MESSAGES.notBackup);
    const counts = await restoreBackup({ db: ctx.db, kind: ctx.dbKind, file: request.body });
    // The superuser who restored was replaced by the backup's: the session ended with it.
    clearSessionCookie(reply);
    return reply.send({ ok: true, counts });
  });
}
