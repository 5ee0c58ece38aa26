import { z } from 'zod';
import { VOICE_MAX_PAGES } from '../voice-pages';

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
  consentRequired:
    'Per registrare la tua voce serve il permesso di un adulto. Chiedi alla maestra o a un genitore di darlo nel modulo del consenso.',
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
export const recordingSecretQuerySchema = z.object({ k: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/).optional() });

export interface RecordingDto {
  id: string;
  storyId: string;
  page: number;
  mime: VoiceMime;
  size: number;
  durationMs: number;
  createdAt: string;
  /** Where the audio plays from (with the private link's secret when reached through one). */
  url: string;
}

/** GET /api/stories/:id/recordings: the story's recordings and what the caller may do. */
export interface StoryVoiceDto {
  recordings: RecordingDto[];
  /** The caller is the author, logged in with a full session. */
  isAuthor: boolean;
  /** The adult gave the voice consent for the author (only meaningful when isAuthor). */
  consent: boolean;
  /** Bytes the author's recordings use, and her limit (only when isAuthor). */
  usedBytes: number;
  limitBytes: number;
}

/** GET /api/voice-links/:storyId?k=…: what a booklet's QR opens (no login needed). */
export interface VoiceLinkStoryDto {
  storyId: string;
  title: string;
  authorName: string;
  content: string;
  language: string;
  recordings: RecordingDto[];
}

/** POST /api/stories/:id/voice-link answers the link a booklet's QR carries. */
export interface VoiceLinkDto {
  url: string;
}

/** Superuser: GET /api/admin/recordings?page=&q= */
export const adminRecordingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).optional().default(1),
  q: z.string().trim().max(100).optional().default(''),
});

export interface AdminRecordingDto {
  id: string;
  storyId: string;
  storyTitle: string;
  authorName: string;
  page: number;
  size: number;
  durationMs: number;
  createdAt: string;
  url: string;
}

export interface AdminRecordingsDto {
  items: AdminRecordingDto[];
  total: number;
  page: number;
  pageSize: number;
  usedBytes: number;
  siteLimitBytes: number;
}

/** PUT /api/admin/users/:id/voice-consent (the superuser, at the adult's request); like aiConsentUpdateSchema. */
export const voiceConsentUpdateSchema = z.object({
  consent: z.boolean({ error: 'Valore non valido' }),
  adultName: z.string().trim().max(60).default(''),
});
export type VoiceConsentUpdate = z.input<typeof voiceConsentUpdateSchema>;

/** The story's id in /api/stories/:id/… and /api/voice-links/:storyId. */
export const voiceStoryParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });
export const voiceLinkParamsSchema = z.object({ storyId: z.string().trim().min(1).max(200) });
