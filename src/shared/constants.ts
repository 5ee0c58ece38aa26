/** Business constants of spec 000 §9 and spec 001 §9. */

export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCKOUT_MINUTES = 15;
/** A child's personal password: at least this many characters, not the name. */
export const PERSONAL_PASSWORD_MIN = 6;
export const SESSION_HOURS = 24;

export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const AGE_MIN = 1;
export const AGE_MAX = 120;

export const DEFAULT_STYLE_PREFERENCE = 'default';
export const SUPERUSER_NAME = 'SuperUser';

export const SUPERUSER_PASSWORD_MIN = 6;
export const PASSWORD_HASH_COST = 10;
export const PASSWORD_CHANGE_REDIRECT_MS = 2000;

export const READING_STORY_CONTENT_MAX = 2000;
export const READING_STORY_TITLE_MAX = 100;
export const SCIENCE_EXCERPT_LENGTH = 150;

export const POST_SAVE_REDIRECT_MS = 1500;
export const PROFILE_CREATED_REDIRECT_MS = 1500;

export const COST_REFRESH_MS = 30_000;
export const COST_DECIMALS = 3;

export const MOBILE_BREAKPOINT_PX = 768;
export const DATE_LOCALE = 'it-IT';
export const SPEECH_LANG_ITALIAN = 'it-IT';
export const SPEECH_LANG_ENGLISH = 'en-US';

export const PROPP_CARD_COUNT = 31;
export const PROPP_CLUSTER_COUNT = 9;
export const PROPP_PARAGRAPH_MAX_LINES = 10;
export const PROPP_LINE_HEIGHT_PX = 20;
export const GHOST_QUESTION_COUNT = 6;
export const CAMPBELL_CARD_COUNT = 12;
export const CAMPBELL_MIN_CARDS_TO_FINISH = 6;
export const WORD_SERIES_COUNT = 3;
export const WORD_MIN_LENGTH = 4;
export const WORD_MAX_LENGTH = 6;
export const AIROTS_PHASE_COUNT = 6;
export const AIROTS_ANSWER_MAX = 800;
export const AIROTS_TALE_COUNT = 4;
export const CSS_GUIDE_QUESTION_COUNT = 7;
export const CSS_THEME_COUNT = 5;
export const CSS_QUESTIONS_PER_THEME = 5;
export const CSS_RANDOM_DRAW = 3;
export const CSS_MIN_ANSWERS_TO_FINISH = 3;
export const PROFESSION_SCROLL_STEP_PX = 10;
export const PROFESSION_SCROLL_INTERVAL_MS = 16;

export const VOICES = ['Uomo', 'Donna', 'Bambino', 'Bambina'] as const;

/** Largest JSON body the API accepts (bytes); larger bodies get 413. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/** Limits quoted by the API messages (src/shared/messages/api-messages.ts); each schema re-exports its own. */
export const GROUP_NAME_MAX = 40;
export const WORKSHOP_TEXT_MAX = 2000;
export const WORKSHOP_TITLE_MAX = 100;
export const STORY_TITLE_MAX = 200;
/** Stories per page of a list (`GET /api/stories`), unless the caller asks for another size. */
export const STORY_PAGE_SIZE_DEFAULT = 50;
export const STORY_ANSWERS_MAX = 100;
export const STORY_ANSWER_MAX = 10_000;
