/**
 * The API messages the client's first screen may need before the rest of the catalogue: those it
 * shows without any answer from the server (no network, an answer it cannot read), part of
 * `API_MESSAGES.http`, and the reading settings' (the reading support button is on every screen),
 * `API_MESSAGES.readingSettings`. In a file of their own so the first paint carries these and not the
 * whole API catalogue, which the client loads with the first error answer (home page JavaScript,
 * figure P1 in docs/benchmarks.md; src/client/lib/api-client.ts).
 */
export const API_CLIENT_MESSAGES = {
  network: 'Impossibile contattare il server. Controlla la connessione e riprova.',
  /** The device knows it is offline: say plainly that this needs the network. */
  offline: 'Serve la connessione a Internet. Quando torna la rete, riprova.',
  httpError: 'Si è verificato un errore. Riprova.',
  unknown: 'Si è verificato un errore',
} as const;

export const READING_SETTINGS_API_MESSAGES = {
  saved: 'Impostazioni di lettura salvate',
  saveFailed: 'Non è stato possibile salvare le impostazioni di lettura. Riprova.',
} as const;

/**
 * The story lists' messages shown without an error answer ('Le Tue Storie'),
 * part of `API_MESSAGES.story`, and the paper links' labels ('Libretto PDF', 'Carte da stampare': part of `API_MESSAGES.paper`): the
 * archive's first screen carries these, not the catalogue and the zod schemas (Lighthouse mobile score, figure P2 in docs/benchmarks.md).
 */
export const STORY_LIST_API_MESSAGES = {
  deleteFailed: "Si è verificato un errore durante l'eliminazione della storia",
  loadFailed: 'Impossibile caricare le storie',
  deleted: 'Storia eliminata',
} as const;

export const PAPER_LINK_API_MESSAGES = {
  booklet: 'Libretto PDF',
  cards: 'Carte da stampare',
} as const;
