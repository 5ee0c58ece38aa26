/**
 * The printable card decks, without zod: the dashboard and the editors link them on
 * their first screen (Lighthouse mobile score, figure P2 in docs/benchmarks.md). `schemas/paper.ts` re-exports these with its schemas.
 */
export const DECK_KINDS = ['propp', 'campbell', 'cosa-succede-se', 'professioni', 'lettere'] as const;
export type DeckKind = (typeof DECK_KINDS)[number];

export const DECK_LABELS: Record<DeckKind, string> = {
  propp: 'Carte di Propp',
  campbell: 'Carte di Campbell',
  'cosa-succede-se': 'Cosa Succede se...',
  professioni: 'Cosa farei se... (professioni)',
  lettere: 'Una Parola, Tante Storie (lettere)',
};

export const deckUrl = (deck: DeckKind): string => `/api/decks/${deck}`;
