import { z } from 'zod';
import { VOICE_MAX_PAGES } from '../voice-pages';
import { aiConsentUpdateSchema } from './ai';

/**
 * The child's own voice: one recording per page of her story (see `voice-pages.ts`), kept in the
 * database like images. The limits are the school's protection against a full disk: a page lasts
 * at most 3 minutes, a file is at most 4 MiB (Opus at the browsers' default bitrate is about
 * 16 KB/s, AAC a little more), a child keeps at most 60 MiB and the whole site 4 GiB unless the
 * server's VOICE_SITE_LIMIT_MB says otherwise.
 */
export const VOICE_LIMITS = {
  maxSeconds: 180,
  maxBytes: 4 * 1024 * 1024,
  profileBytes: 60 * 1024 * 1024,
  siteBytesDefault: 4 * 1024 * 1024 * 1024,
  maxPages: VOICE_MAX_PAGES,
} as const;

/** Containers the server identifies by their magic bytes; the stored mime is the one detected. */
export const VOICE_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type VoiceMime = (typeof VOICE_MIME_TYPES)[number];

export const VOICE_MESSAGES = {
  consentRequired: 'Per registrare la tua voce serve il permesso di un adulto. Chiedi alla maestra o a un genitore di darlo nel modulo del consenso.',
  consentTitle: 'Serve il permesso di un adulto',
  notAudio: 'Questo file non è una registrazione audio che FantasMia conosce (WebM, Ogg o MP4).',
  tooLarge: 'La registrazione è troppo grande: al massimo 4 MB per pagina.',
  tooLong: 'La registrazione è troppo lunga: al massimo 3 minuti per pagina.',
  profileFull: 'Hai finito lo spazio per la tua voce: cancella qualche registrazione vecchia prima di farne una nuova.',
  siteFull: 'Lo spazio per le voci di questo sito è finito: chiedi alla maestra di liberarne un po’.',
  pageInvalid: 'Pagina non valida',
  notFound: 'Registrazione non disponibile',
  notYourStory: 'Puoi registrare la voce solo sulle tue storie.',
  linkInvalid: 'Questo collegamento alla voce non è più valido: chiedi un nuovo foglio alla maestra.',
} as const;

/** Route params of /api/stories/:id/recordings/:page. */
export const voicePageParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  page: z.coerce
    .number({ error: VOICE_MESSAGES.pageInvalid })
    .int(VOICE_MESSAGES.pageInvalid)
    .min(0, VOICE_MESSAGES.pageInvalid)
    .max(VOICE_LIMITS.maxPages - 1, VOICE_MESSAGES.pageInvalid),
});

/**
 * Query of PUT /api/stories/:id/recordings/:page. `clientId` (the offline outbox's id) makes a
 * resend harmless: a recording already stored with the same clientId is answered, not stored again.
 */
export const voiceUploadQuerySchema = z.object({
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Identificativo non valido')
    .optional(),
});

/** Route params of /api/recordings/:id; `k` (query) is a private voice link's secret. */
export const recordingIdParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const recordingSecretQuerySchema = z.object({
  k: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/)
    .optional(),
});

/**
 * The answers of the voice routes, as zod schemas: the API tests parse real answers with them and
 * the client tests' network handlers build theirs through them, so neither side can drift.
 */
export const recordingDtoSchema = z.object({
  id: z.string(),
  storyId: z.string(),
  page: z.number().int(),
  mime: z.enum(VOICE_MIME_TYPES),
  size: z.number().int(),
  durationMs: z.number().int(),
  createdAt: z.string(),
  /** Where the audio plays from (with the private link's secret when reached through one). */
  url: z.string(),
});
export type RecordingDto = z.infer<typeof recordingDtoSchema>;

/** GET /api/stories/:id/recordings: the story's recordings and what the caller may do. */
export const storyVoiceDtoSchema = z.object({
  recordings: z.array(recordingDtoSchema),
  /** The caller is the author, logged in with a full session. */
  isAuthor: z.boolean(),
  /** The adult gave the voice consent for the author (only meaningful when isAuthor). */
  consent: z.boolean(),
  /** Bytes the author's recordings use, and her limit (only when isAuthor). */
  usedBytes: z.number(),
  limitBytes: z.number(),
});
export type StoryVoiceDto = z.infer<typeof storyVoiceDtoSchema>;

/** GET /api/voice-links/:storyId?k=…: what a booklet's QR opens (no login needed). */
export const voiceLinkStoryDtoSchema = z.object({
  storyId: z.string(),
  title: z.string(),
  authorName: z.string(),
  content: z.string(),
  language: z.string(),
  recordings: z.array(recordingDtoSchema),
});
export type VoiceLinkStoryDto = z.infer<typeof voiceLinkStoryDtoSchema>;

/** POST /api/stories/:id/voice-link answers the link a booklet's QR carries. */
export const voiceLinkDtoSchema = z.object({ url: z.string() });
export type VoiceLinkDto = z.infer<typeof voiceLinkDtoSchema>;

/** Superuser: GET /api/admin/recordings?page=&q= */
export const adminRecordingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).optional().default(1),
  q: z.string().trim().max(100).optional().default(''),
});

/** A recording in the superuser's list: with its story's title and author, without its type. */
export const adminRecordingDtoSchema = recordingDtoSchema.omit({ mime: true }).extend({ storyTitle: z.string(), authorName: z.string() });
export type AdminRecordingDto = z.infer<typeof adminRecordingDtoSchema>;

export const adminRecordingsDtoSchema = z.object({
  items: z.array(adminRecordingDtoSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  usedBytes: z.number(),
  siteLimitBytes: z.number(),
});
export type AdminRecordingsDto = z.infer<typeof adminRecordingsDtoSchema>;

/** PUT /api/admin/users/:id/voice-consent (the superuser, at the adult's request): the same body as the AI consent's. */
export const voiceConsentUpdateSchema = aiConsentUpdateSchema;

/** The story's id in /api/stories/:id/… and /api/voice-links/:storyId. */
export const voiceStoryParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const voiceLinkParamsSchema = z.object({ storyId: z.string().trim().min(1).max(200) });
