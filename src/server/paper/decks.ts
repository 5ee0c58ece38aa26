import { CAMPBELL_CARDS } from '../../shared/content/campbell-cards';
import { CSS_GUIDE_QUESTIONS, CSS_THEMES } from '../../shared/content/css-questions';
import { PROFESSION_PAIRS } from '../../shared/content/professions';
import { PROPP_CARDS } from '../../shared/content/propp-cards';
import { PROPP_CLUSTERS } from '../../shared/content/propp-clusters';
import { WORD_BANK, WORD_BANK_LETTERS } from '../../shared/content/word-bank';
import { DECK_LABELS, type DeckKind } from '../../shared/schemas/paper';

/** One printable card, front and back, built from the app's own content (src/shared/content). */
export interface DeckCard {
  /** The coloured band at the top of the front. */
  kicker: string;
  number?: string;
  title: string;
  subtitle?: string;
  body?: string;
  /** A big letter in the middle (the letter cards). */
  big?: string;
  /** #rrggbb */
  color: string;
  /** A line on the back under the deck's name. */
  back: string;
}

export interface Deck {
  kind: DeckKind;
  name: string;
  cards: DeckCard[];
}

/** One colour per Propp cluster (cluster 1 first), the same hues the editor's card tiles use. */
const PROPP_CLUSTER_COLORS = ['#b45309', '#be123c', '#0369a1', '#6d28d9', '#b91c1c', '#047857', '#0e7490', '#c2410c', '#a21caf'];

const CSS_THEME_COLORS = ['#15803d', '#1d4ed8', '#a16207', '#9f1239', '#7e22ce'];

function proppDeck(): DeckCard[] {
  return PROPP_CLUSTERS.flatMap((cluster) =>
    PROPP_CARDS.filter((card) => card.cluster === cluster.id).map((card) => ({
      kicker: `${cluster.id} · ${cluster.name}`,
      number: String(card.id),
      title: card.title,
      subtitle: card.name,
      body: card.description,
      color: PROPP_CLUSTER_COLORS[cluster.id - 1] ?? '#6d28d9',
      back: cluster.name,
    })),
  );
}

function campbellDeck(): DeckCard[] {
  return CAMPBELL_CARDS.map((card) => ({
    kicker: "Il viaggio dell'eroe",
    number: String(card.id),
    title: card.title,
    subtitle: card.shortName,
    body: card.question,
    color: '#0f766e',
    back: "Il viaggio dell'eroe",
  }));
}

function cssDeck(): DeckCard[] {
  const themes = CSS_THEMES.flatMap((theme, i): DeckCard[] => {
    const color = CSS_THEME_COLORS[i % CSS_THEME_COLORS.length] ?? '#1d4ed8';
    return [
      { kicker: 'Tema', title: theme.name, body: 'Pesca una domanda di questo tema e inventa che cosa succede!', color, back: theme.name },
      ...theme.questions.map((question) => ({ kicker: theme.name, title: question, color, back: theme.name })),
    ];
  });
  const guides = CSS_GUIDE_QUESTIONS.map((guide) => ({
    kicker: 'Domanda guida',
    number: String(guide.id),
    title: guide.question,
    body: guide.hint,
    color: '#475569',
    back: 'Domande guida',
  }));
  return [...themes, ...guides];
}

function professionDeck(): DeckCard[] {
  return PROFESSION_PAIRS.map(([male, female]) => ({
    kicker: 'Cosa farei se...',
    title: female,
    ...(female === male ? {} : { subtitle: male }),
    body: `Se fossi ${female === male ? female.toLowerCase() : `${female.toLowerCase()} o ${male.toLowerCase()}`}, che cosa farei?`,
    color: '#be185d',
    back: 'Le professioni',
  }));
}

function letterDeck(): DeckCard[] {
  return WORD_BANK_LETTERS.map((letter) => ({
    kicker: 'Una Parola, Tante Storie',
    big: letter,
    title: `Lettera ${letter}`,
    body: WORD_BANK[letter].slice(0, 6).join(' · '),
    color: '#1d4ed8',
    back: 'Le lettere',
  }));
}

const BUILDERS: Record<DeckKind, () => DeckCard[]> = {
  propp: proppDeck,
  campbell: campbellDeck,
  'cosa-succede-se': cssDeck,
  professioni: professionDeck,
  lettere: letterDeck,
};

/** The cards of a deck, in the order they print. */
export function deckOf(kind: DeckKind): Deck {
  return { kind, name: DECK_LABELS[kind], cards: BUILDERS[kind]() };
}

/** Cards to an A4 page (3 × 3). */
export const CARDS_PER_PAGE = 9;
export const DECK_COLUMNS = 3;

/**
 * Where the back of the card in column `column` prints on the back page: the columns are mirrored,
 * so that after turning the sheet over on its long edge each back lands behind its front.
 */
export const backColumn = (column: number): number => DECK_COLUMNS - 1 - column;

/** PDF pages of a deck: each page of fronts is followed by its page of backs. */
export const deckPageCount = (cards: number): number => Math.max(1, Math.ceil(cards / CARDS_PER_PAGE)) * 2;
