import { randomInt } from 'node:crypto';

/**
 * The words of a login card's typed code: simple, concrete Italian words a child of six reads
 * and spells without help, no accents, no double meanings that could embarrass. A code is a
 * noun, an adjective agreeing with it, another noun and a three-digit number ('gatto rosso
 * luna 427'): with these lists about 31 bits, and the login throttle bounds online guessing.
 */
// prettier-ignore
const MASCULINE_NOUNS = [
  'gatto', 'cane', 'topo', 'leone', 'orso', 'lupo', 'pesce', 'cavallo', 'coniglio', 'delfino',
  'gufo', 'pappagallo', 'cammello', 'canguro', 'castoro', 'cervo', 'cigno', 'criceto', 'elefante', 'falco',
  'gambero', 'granchio', 'grillo', 'panda', 'pinguino', 'polpo', 'riccio', 'ragno', 'serpente', 'scoiattolo',
  'struzzo', 'tacchino', 'toro', 'bruco', 'passero', 'merlo', 'corvo', 'asino', 'maiale', 'vitello',
  'agnello', 'pulcino', 'fiore', 'albero', 'bosco', 'prato', 'monte', 'mare', 'lago', 'fiume',
  'sole', 'cielo', 'vento', 'tuono', 'arcobaleno', 'fulmine', 'sasso', 'ramo', 'seme', 'frutto',
  'limone', 'melone', 'mirtillo', 'fungo', 'pomodoro', 'carciofo', 'biscotto', 'gelato', 'panino', 'formaggio',
  'miele', 'libro', 'quaderno', 'pennello', 'zaino', 'cappello', 'guanto', 'maglione', 'bottone', 'ombrello',
  'pallone', 'aquilone', 'trenino', 'razzo', 'aereo', 'treno', 'carretto', 'castello', 'ponte', 'faro',
  'giardino', 'orto', 'cortile', 'tamburo', 'violino', 'flauto', 'regalo', 'tesoro', 'diamante', 'sorriso',
  'sogno', 'gioco', 'robot', 'drago', 'folletto', 'mago', 'pirata', 'gigante', 'principe', 'cavaliere',
  'scudo', 'vulcano', 'deserto', 'pianeta', 'satellite', 'mulino', 'nido', 'cuscino', 'tappeto', 'orologio',
];

// prettier-ignore
const FEMININE_NOUNS = [
  'mela', 'pera', 'banana', 'fragola', 'ciliegia', 'arancia', 'uva', 'prugna', 'pesca', 'carota',
  'zucca', 'patata', 'cipolla', 'oliva', 'nocciola', 'noce', 'castagna', 'torta', 'pizza', 'pasta',
  'focaccia', 'caramella', 'luna', 'stella', 'nuvola', 'pioggia', 'neve', 'onda', 'isola', 'spiaggia',
  'collina', 'montagna', 'valle', 'foresta', 'foglia', 'rosa', 'margherita', 'conchiglia', 'perla', 'piuma',
  'farfalla', 'formica', 'ape', 'mucca', 'capra', 'pecora', 'gallina', 'oca', 'anatra', 'rana',
  'lumaca', 'balena', 'tartaruga', 'volpe', 'giraffa', 'zebra', 'tigre', 'scimmia', 'foca', 'lucertola',
  'civetta', 'cicogna', 'rondine', 'talpa', 'lepre', 'medusa', 'casa', 'porta', 'finestra', 'scala',
  'sedia', 'tavola', 'lampada', 'candela', 'chiave', 'scatola', 'borsa', 'matita', 'gomma', 'penna',
  'palla', 'bambola', 'trottola', 'altalena', 'bicicletta', 'barca', 'nave', 'slitta', 'carrozza', 'corona',
  'bacchetta', 'lanterna', 'bussola', 'mappa', 'campana', 'chitarra', 'tromba', 'fata', 'sirena', 'maschera',
  'cometa', 'principessa', 'regina', 'fontana', 'torre', 'grotta', 'cascata', 'radice', 'ghianda', 'tenda',
];

/** Adjectives in the masculine singular; one ending in -o takes -a beside a feminine noun. */
// prettier-ignore
const ADJECTIVES = [
  'rosso', 'giallo', 'verde', 'blu', 'viola', 'arancione', 'azzurro', 'bianco', 'nero', 'grigio',
  'dorato', 'argentato', 'allegro', 'felice', 'gentile', 'buono', 'bello', 'simpatico', 'curioso', 'coraggioso',
  'veloce', 'lento', 'grande', 'piccolo', 'alto', 'basso', 'lungo', 'corto', 'tondo', 'morbido',
  'liscio', 'soffice', 'dolce', 'buffo', 'calmo', 'tranquillo', 'brillante', 'lucente', 'magico', 'contento',
  'vivace', 'saggio', 'furbo', 'forte', 'fresco', 'caldo', 'tiepido', 'leggero', 'pulito', 'profumato',
  'colorato', 'festoso', 'sereno', 'splendido', 'timido', 'sveglio', 'agile', 'elegante', 'fiero', 'gioioso',
  'goloso', 'vispo', 'sorridente', 'luminoso', 'stellato', 'nuovo', 'gigante', 'rapido', 'paziente', 'educato',
];

interface Noun {
  word: string;
  feminine: boolean;
}

/** Every noun once, with its gender. */
export const CARD_NOUNS: readonly Noun[] = [
  ...MASCULINE_NOUNS.map((word) => ({ word, feminine: false })),
  ...FEMININE_NOUNS.map((word) => ({ word, feminine: true })),
];
/** Every adjective once (duplicates in the source list are dropped). */
export const CARD_ADJECTIVES: readonly string[] = [...new Set(ADJECTIVES)];
export const CARD_NUMBER_MIN = 100;
export const CARD_NUMBER_MAX = 999;

/** The adjective beside a noun of this gender: 'rosso' → 'rossa' for 'luna'. */
export function agree(adjective: string, feminine: boolean): string {
  return feminine && adjective.endsWith('o') ? `${adjective.slice(0, -1)}a` : adjective;
}

/** How many different codes the lists make. */
export function cardCodeSpace(): number {
  return CARD_NOUNS.length * CARD_ADJECTIVES.length * CARD_NOUNS.length * (CARD_NUMBER_MAX - CARD_NUMBER_MIN + 1);
}

function pick<T>(list: readonly T[]): T {
  const item = list[randomInt(list.length)];
  if (item === undefined) throw new Error('empty word list');
  return item;
}

/** A new random code, already in its normalised form: 'gatto-rosso-luna-427'. */
export function newCardCode(): string {
  const first = pick(CARD_NOUNS);
  const adjective = agree(pick(CARD_ADJECTIVES), first.feminine);
  const second = pick(CARD_NOUNS);
  return `${first.word}-${adjective}-${second.word}-${randomInt(CARD_NUMBER_MIN, CARD_NUMBER_MAX + 1)}`;
}
