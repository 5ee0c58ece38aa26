import type { FastifyError, FastifyInstance } from 'fastify';
import { idParamSchema } from '../../shared/schemas/admin';
import {
  adminRecordingsQuerySchema,
  recordingIdParamsSchema,
  recordingSecretQuerySchema,
  VOICE_LIMITS,
  VOICE_MESSAGES,
  voiceConsentUpdateSchema,
  voiceLinkParamsSchema,
  voicePageParamsSchema,
  voiceStoryParamsSchema,
  voiceUploadQuerySchema,
} from '../../shared/schemas/voice';
import type { AppContext } from '../app-context';
import { parseInput } from '../http/errors';
import { requireStoryCaller, storyCallerOf } from '../stories/story-access';
import { deleteRecordingById, deleteStoryRecordings } from './delete-recordings';
import { getRecordingAudio, parseRange } from './get-recording-audio';
import { listAdminRecordings } from './list-admin-recordings';
import { listStoryRecordings } from './list-story-recordings';
import { setSeparateConsent } from '../admin/set-separate-consent';
import { storeRecording } from './store-recording';
import { createVoiceLink, openVoiceLink, revokeVoiceLink } from './voice-link';

/**
 * The raw body the route reads: twice the cap. A recording a little over the cap is read whole and
 * refused in the voice's own words; a body cut short by this limit may reach the client as a reset
 * connection instead of the 413, since the server answers before the upload has finished.
 */
export const VOICE_BODY_LIMIT = 2 * VOICE_LIMITS.maxBytes;

/**
 * The child's own voice: one recording per page of her story, kept in the database,
 * listened to by whoever may read the story or holds its private link (a booklet's QR).
 * The routes live in their own scope: only they read audio bodies, and only up to VOICE_BODY_LIMIT.
 */
export function recordingRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app.register(async (scope) => {
    const { db } = ctx;
    const siteLimitBytes = ctx.env.VOICE_SITE_LIMIT_MB * 1024 * 1024;
    // The link's lookups per minute per address, as the other anonymous secret routes (family letters, cards).
    const linkLimit = { max: ctx.env.LOGIN_RATE_LIMIT, timeWindow: '1 minute' };

    // MediaRecorder's types (audio/webm;codecs=opus, audio/ogg, audio/mp4); application/octet-stream
    // is already read as bytes for the whole app (backup/routes.ts). The type is never trusted:
    // the stored one is what the magic bytes say.
    scope.addContentTypeParser(/^audio\/[a-z0-9.+-]+/i, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    // A body over the route's limit is 'too large' in the voice's own words.
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        return reply.status(413).send({ error: { code: 'audio_too_large', message: VOICE_MESSAGES.tooLarge } });
      }
      throw error;
    });

    scope.get('/api/stories/:id/recordings', { config: { access: 'anonymous' } }, async (request, reply) => {
      const { id } = parseInput(voiceStoryParamsSchema, request.params);
      void reply.header('cache-control', 'no-store');
      return listStoryRecordings({ db, caller: storyCallerOf(request), storyId: id });
    });

    scope.put('/api/stories/:id/recordings/:page', { config: { access: 'profile' }, bodyLimit: VOICE_BODY_LIMIT }, async (request, reply) => {
      const { id, page } = parseInput(voicePageParamsSchema, request.params);
      const { clientId } = parseInput(voiceUploadQuerySchema, request.query);
      const { recording, created } = await storeRecording({
        db,
        dbKind: ctx.dbKind,
        caller: requireStoryCaller(request),
        storyId: id,
        page,
        clientId,
        body: request.body,
        siteLimitBytes,
      });
      return reply.status(created ? 201 : 200).send(recording);
    });

    scope.delete('/api/stories/:id/recordings/:page', { config: { access: 'profile' } }, async (request, reply) => {
      const { id, page } = parseInput(voicePageParamsSchema, request.params);
      await deleteStoryRecordings({ db, caller: requireStoryCaller(request), storyId: id, page });
      return reply.status(204).send();
    });

    scope.delete('/api/stories/:id/recordings', { config: { access: 'profile' } }, async (request, reply) => {
      await deleteStoryRecordings({ db, caller: requireStoryCaller(request), storyId: parseInput(voiceStoryParamsSchema, request.params).id });
      return reply.status(204).send();
    });

    scope.get('/api/recordings/:id', { config: { access: 'anonymous' } }, async (request, reply) => {
      const { id } = parseInput(recordingIdParamsSchema, request.params);
      const { k } = parseInput(recordingSecretQuerySchema, request.query);
      const audio = await getRecordingAudio({ db, caller: storyCallerOf(request), id, secret: k });
      const size = audio.data.length;
      void reply
        .header('content-type', audio.mime)
        .header('accept-ranges', 'bytes')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // A private story's voice is not kept by the browser of a shared classroom PC.
        .header('cache-control', audio.isPublic ? 'private, max-age=3600' : 'no-store');
      const range = parseRange(request.headers.range, size);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
      if (range) {
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .send(audio.data.subarray(range.start, range.end + 1));
      }
      return reply.send(audio.data);
    });

    scope.post('/api/stories/:id/voice-link', { config: { access: 'profile' } }, async (request, reply) => {
      const { id } = parseInput(voiceStoryParamsSchema, request.params);
      void reply.header('cache-control', 'no-store');
      return createVoiceLink({ db, caller: requireStoryCaller(request), storyId: id });
    });

    scope.delete('/api/stories/:id/voice-link', { config: { access: 'profile' } }, async (request, reply) => {
      await revokeVoiceLink({ db, caller: requireStoryCaller(request), storyId: parseInput(voiceStoryParamsSchema, request.params).id });
      return reply.status(204).send();
    });

    scope.get('/api/voice-links/:storyId', { config: { access: 'anonymous', rateLimit: linkLimit } }, async (request, reply) => {
      const { storyId } = parseInput(voiceLinkParamsSchema, request.params);
      const { k } = parseInput(recordingSecretQuerySchema, request.query);
      void reply.header('cache-control', 'no-store');
      return openVoiceLink({ db, storyId, secret: k });
    });

    scope.get('/api/admin/recordings', { config: { access: 'superuser' } }, async (request) => {
      const { page, q } = parseInput(adminRecordingsQuerySchema, request.query);
      return listAdminRecordings({ db, page, q, siteLimitBytes });
    });

    scope.delete('/api/admin/recordings/:id', { config: { access: 'superuser' } }, async (request, reply) => {
      await deleteRecordingById({ db, id: parseInput(recordingIdParamsSchema, request.params).id });
      return reply.status(204).send();
    });

    // The adult's voice consent, changed by the superuser at the adult's request (as the AI's).
    scope.put('/api/admin/users/:id/voice-consent', { config: { access: 'superuser' } }, async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { consent, adultName } = parseInput(voiceConsentUpdateSchema, request.body);
      const { at, by } = await setSeparateConsent({ db, userId: id, kind: 'voice', consent, adultName });
      return { voiceConsentAt: at, voiceConsentBy: by };
    });
  });
}
