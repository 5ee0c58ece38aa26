import type { Selectable } from 'kysely';

/** Timestamps are ISO-8601 strings on both engines (comparable as text). */
type Timestamp = string;
/** Booleans are 0/1 integers on both engines. */
type Flag = number;

export interface UsersTable {
  id: string;
  name: string;
  /** Lower-case name, unique: names are unique case-insensitively. */
  name_key: string;
  /** The name without accents (foldText): what searches and a typed login match; not unique. */
  name_fold: string;
  email: string | null;
  age: number | null;
  gender: string;
  password_hash: string;
  password_is_initial: Flag;
  user_type: 'user' | 'superuser';
  style_preference: string;
  consent_at: Timestamp | null;
  consent_by: string | null;
  /** How consent was recorded: 'session' (the creating browser) or 'superuser' (on the adult's behalf). */
  consent_recorded_by: string | null;
  /** The adult's separate consent to the AI helpers (law 132/2025 art. 4(4)); NULL: not given. */
  ai_consent_at: Timestamp | null;
  ai_consent_by: string | null;
  /** The adult's separate consent to recording the child's voice; NULL: not given. */
  voice_consent_at?: Timestamp | null;
  voice_consent_by?: string | null;
  created_at: Timestamp;
  last_access: Timestamp | null;
  /** 'superuser' when the superuser created the profile: its first login may consent. */
  enrolled_by?: string | null;
  /** The optional group ('classe 3ªB'); NULL: none. */
  group_id?: string | null;
}

/** Optional groups of profiles. Names unique case-insensitively (`name_key`). */
export interface GroupsTable {
  id: string;
  name: string;
  name_key: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha256 of the cookie token: a stolen database does not yield live sessions. */
  id: string;
  user_id: string;
  /**
   * 'full' for a logged-in profile; 'consent' while the adult has not yet accepted the terms (only
   * the browser that created the profile gets one); 'password' for a profile that must first set
   * a personal password (site setting requirePersonalPasswords).
   */
  kind: SessionKind;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export type SessionKind = 'full' | 'consent' | 'password';

/** Failed-login counters (auth/throttle.ts); the key names the scope and the client. */
export interface LoginThrottlesTable {
  key: string;
  user_id: string;
  failures: number;
  blocked_until: Timestamp | null;
  updated_at: Timestamp;
}

/** Browsers where an account logged in: their failures count apart from strangers'. */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_used_at: Timestamp;
}

export interface StoriesTable {
  id: string;
  title: string;
  /** The title without accents (foldText): what the archive's search matches. */
  title_fold: string;
  content: string;
  status: 'completed' | 'suspended';
  mode: string;
  language: 'italian' | 'english';
  category: string | null;
  /** JSON array of strings. */
  answers: string;
  /** JSON object with the mode's own state (PROPP cluster, AIROTS tale, …). */
  mode_state: string | null;
  author_id: string | null;
  author_name: string;
  is_public: Flag;
  published_at: Timestamp | null;
  image_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the superuser last published or withdrew it; NULL: waiting for moderation. */
  reviewed_at?: Timestamp | null;
  /** The name the public archive shows: the author's name or initials (a class story keeps its group's name). */
  public_author?: string | null;
  /** 1: published 'con le iniziali' (migration 021); the children's names in a class story's closing line shortened too. */
  public_initials?: Flag;
  /** The superuser's note when she sent the story back to its author ('Da rivedere'); NULL otherwise. */
  review_note?: string | null;
  /** How many pages have a recording of the child's voice (migration 020); 0: none. */
  voice_pages?: number;
  /** The private voice link's secret a booklet's QR carries; NULL: no link (or revoked). */
  voice_link_secret?: string | null;
}

export interface ReadingStoriesTable {
  id: string;
  title: string;
  title_key: string;
  content: string;
  author: string | null;
  image_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ScienceStoriesTable {
  id: string;
  title: string;
  content: string;
  author: string;
  image_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: string;
  sender_id: string | null;
  text: string;
  to_all: Flag;
  created_at: Timestamp;
}

export interface MessageRecipientsTable {
  message_id: string;
  user_id: string;
  read_at: Timestamp | null;
}

export interface MediaGenerationsTable {
  id: string;
  story_id: string | null;
  user_id: string | null;
  media_type: string;
  media_url: string;
  media_style: string | null;
  cost: number;
  created_at: Timestamp;
}

export interface ImagesTable {
  id: string;
  mime: string;
  data: Buffer;
  size: number;
  created_at: Timestamp;
}

/** One recording of the child's voice per page of a story (migration 020). */
export interface RecordingsTable {
  id: string;
  story_id: string;
  page: number;
  author_id: string | null;
  /** The container detected by its magic bytes (VoiceMime). */
  mime: string;
  data: Buffer;
  size: number;
  duration_ms: number;
  /** The offline outbox's id: a resend with the same id is answered, not stored again. */
  client_id: string | null;
  created_at: Timestamp;
}

export interface TranslationsTable {
  /** sha256 of provider|from|to|text. */
  key: string;
  source_lang: string;
  target_lang: string;
  translated: string;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface WorkshopsTable {
  id: string;
  owner_id: string;
  /** The join code (see shared/schemas/workshop.ts); unique while stored. */
  code: string;
  code_expires_at: Timestamp;
  method: string;
  turn_mode: string;
  /** 1: only the invited children may join. */
  restricted: Flag;
  status: 'running' | 'paused' | 'ended';
  /** JSON of the machine's WorkshopState. */
  state: string;
  /** Bumped by every accepted change; an update checks it (optimistic lock). */
  version: number;
  story_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WorkshopParticipantsTable {
  workshop_id: string;
  user_id: string;
  name: string;
  invited: Flag;
  joined_at: Timestamp | null;
  removed: Flag;
}

export interface WorkshopEventsTable {
  workshop_id: string;
  version: number;
  actor_id: string | null;
  type: string;
  payload: string;
  created_at: Timestamp;
}

export interface ReadingSettingsTable {
  user_id: string;
  /** JSON object, validated by readingSettingsSchema. */
  settings: string;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  groups: GroupsTable;
  sessions: SessionsTable;
  login_throttles: LoginThrottlesTable;
  trusted_devices: TrustedDevicesTable;
  stories: StoriesTable;
  reading_stories: ReadingStoriesTable;
  science_stories: ScienceStoriesTable;
  messages: MessagesTable;
  message_recipients: MessageRecipientsTable;
  media_generations: MediaGenerationsTable;
  images: ImagesTable;
  recordings: RecordingsTable;
  translations: TranslationsTable;
  settings: SettingsTable;
  reading_settings: ReadingSettingsTable;
  workshops: WorkshopsTable;
  workshop_participants: WorkshopParticipantsTable;
  workshop_events: WorkshopEventsTable;
  health_probe: HealthProbeTable;
  rate_counters: RateCountersTable;
  family_letters: FamilyLettersTable;
  login_cards: LoginCardsTable;
}

/** Migration 017: counters of the limits every instance shares (limits/rate-counters.ts). */
export interface RateCountersTable {
  key: string;
  window_start: Timestamp;
  expires_at: Timestamp;
  count: number;
}

/** One active family letter per child (migration 016): hashes only, never the secret or the code. */
export interface FamilyLettersTable {
  user_id: string;
  /** sha256 (hex) of the link's secret. */
  secret_hash: string;
  /** sha256 (hex) of the typed code, normalised (capitals, no dashes). */
  code_hash: string;
  created_at: Timestamp;
  /** When the adult gave consent with this letter; NULL: not yet. */
  used_at: Timestamp | null;
}

/** A child's active login card (migration 015): only hashes, never the secret or the code. */
export interface LoginCardsTable {
  user_id: string;
  /** sha256 (hex) of the card's secret, the `k` of its QR link. */
  secret_hash: string;
  /** HMAC-SHA256 (hex) of the child's id and the normalised three-word code (auth/card-secrets.ts). */
  code_hash: string;
  issued_at: Timestamp;
}

/** Migration 009: the row GET /api/health rewrites (write probe). */
export interface HealthProbeTable {
  id: number;
  checked_at: string;
}

export type User = Selectable<UsersTable>;
export type Story = Selectable<StoriesTable>;
