// The allowed imports between the client's feature folders (src/client/features/*), checked by
// eslint-plugin-boundaries in eslint.config.js. Any import from one feature into another that is
// not declared here fails `npm run lint`. Add an edge on purpose, in review, with its reason.

/**
 * Shared libraries: any feature may import them. Each is infrastructure or the story model the
 * whole app speaks, with no screen of its own.
 */
export const SHARED_FEATURES = {
  auth: 'the session: who is logged in, guards, superuser login',
  offline: 'the outbox and the API cache (saving with no network)',
  stories: 'the story model and its API hooks',
  speech: 'dictation and reading aloud',
  translation: 'the Italian → English toggle',
  share: 'the printable story (print, PDF, booklet)',
  paper: 'paper copies and downloadable decks',
};

/**
 * Every other edge. No two features import each other. A shared library lists what it may
 * import too, so it stays a library and never reaches into a screen-level feature.
 */
export const FEATURE_EDGES = {
  // Shared libraries among themselves.
  auth: ['offline'],
  offline: [],
  stories: ['auth', 'offline', 'speech'],
  speech: [],
  translation: ['offline', 'auth', 'entrance'], // the buttons hide when the site config (useAppConfig, in entrance) has no translation provider; the superuser (auth) reads how to turn it on
  share: ['stories'],
  paper: ['entrance'], // English is offered for a booklet only when the site config (useAppConfig, in entrance) has a translation provider
  // Features.
  ai: [],
  archive: ['voice'], // the badge of a story with the child's voice
  drafts: ['auth'],
  entrance: [],
  messages: [],
  profiles: ['entrance'], // the password rules come with the site config; its test support answers it with entrance's schema
  'published-stories': [],
  'reading-support': [],
  'site-settings': ['entrance'], // refreshes the site config's query after a change
  'story-modes': ['ai', 'archive', 'drafts', 'voice'], // AI helpers, resuming a saved story, drafts, recording the voice on the book page
  superuser: ['ai', 'profiles', 'voice-admin', 'voice'], // AI costs and flags; enrolling and importing profiles; the voice consent in the roster; listening to a class story's voice
  'voice-admin': [], // the superuser's side of the child's voice: the roster's voice consent, the recordings screen
  viewer: ['ai', 'published-stories', 'voice'], // AI helpers; the story-load error message; the child's own voice
  voice: [],
  workshop: ['drafts'], // a child's unsent paragraph survives a reload in the editors' autosave
};

/**
 * What files of `feature` may import from other features: its own edges, and for a screen-level
 * feature every shared library that does not import it back, so no two features import each other.
 */
export function allowedTargets(feature) {
  const own = FEATURE_EDGES[feature] ?? [];
  if (SHARED_FEATURES[feature]) return own;
  const libraries = Object.keys(SHARED_FEATURES).filter((shared) => !(FEATURE_EDGES[shared] ?? []).includes(feature));
  return [...new Set([...libraries, ...own])];
}
