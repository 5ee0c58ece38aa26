/**
 * The word bank of "Una Parola, Tante Storie" (spec 001 §3, word series): for every letter of the
 * Italian alphabet and for J, K, W, X, Y, child-friendly words (nouns, verbs and adjectives)
 * that really start with that letter. Written by us for children of 6–12. The letters that are
 * rare in Italian (H, J, K, W, X, Y) use the loan words an Italian child meets every day.
 */

export const WORD_BANK = {
  A: ['albero', 'amico', 'arancia', 'aquilone', 'ape', 'astronave', 'arcobaleno', 'anatra', 'avventura', 'allegro', 'alto', 'abbracciare', 'aiutare', 'aprire'],
  B: ['balena', 'bambola', 'barca', 'bosco', 'biscotto', 'bicicletta', 'bruco', 'bello', 'buono', 'brillante', 'ballare', 'bussare', 'brontolare'],
  C: ['cane', 'castello', 'cavallo', 'cioccolato', 'conchiglia', 'cuore', 'coraggioso', 'contento', 'curioso', 'correre', 'cantare', 'cercare'],
  D: ['drago', 'dinosauro', 'delfino', 'diamante', 'dado', 'dono', 'dolce', 'divertente', 'distratto', 'disegnare', 'dormire', 'domandare'],
  E: ['elefante', 'erba', 'eroe', 'estate', 'elica', 'eco', 'enorme', 'elegante', 'emozionato', 'entrare', 'esplorare', 'esultare'],
  F: ['fata', 'fiore', 'fiume', 'farfalla', 'formica', 'fragola', 'foresta', 'felice', 'forte', 'furbo', 'fischiare', 'festeggiare'],
  G: ['gatto', 'gelato', 'giraffa', 'giardino', 'grillo', 'gufo', 'gigante', 'gentile', 'goloso', 'giocare', 'galleggiare', 'girare'],
  H: ['hotel', 'hamburger', 'hobby', 'hockey', 'husky', 'habitat', 'hangar', 'hurrà', 'hawaiano', 'hip-hop'],
  I: ['isola', 'insalata', 'inventore', 'istrice', 'ippopotamo', 'inverno', 'invisibile', 'immenso', 'incantato', 'inventare', 'imparare', 'indovinare'],
  J: ['jeans', 'jazz', 'judo', 'judoka', 'jolly', 'jet', 'jeep', 'jogging', 'joystick', 'jumbo', 'juke-box'],
  K: ['koala', 'karate', 'kiwi', 'kayak', 'ketchup', 'kimono', 'kebab', 'karaoke', 'kart', 'krapfen', 'kit'],
  L: ['luna', 'leone', 'lupo', 'libro', 'lucciola', 'lago', 'lumaca', 'lento', 'luminoso', 'leggero', 'leggere', 'lanciare'],
  M: ['mare', 'mago', 'montagna', 'mela', 'mucca', 'medaglia', 'musica', 'magico', 'morbido', 'misterioso', 'mangiare', 'mescolare'],
  N: ['nave', 'neve', 'nuvola', 'nido', 'nonna', 'nocciola', 'nano', 'notte', 'nuovo', 'nero', 'nascondere', 'nuotare'],
  O: ['orso', 'oca', 'oro', 'ombrello', 'oceano', 'onda', 'orologio', 'ospite', 'ordinato', 'ottimo', 'osservare', 'offrire'],
  P: ['pirata', 'principessa', 'pane', 'pappagallo', 'pinguino', 'ponte', 'pioggia', 'palla', 'piccolo', 'pauroso', 'pescare', 'parlare'],
  Q: ['quaderno', 'quadro', 'quercia', 'quadrifoglio', 'quarzo', 'quaglia', 'quartiere', 'quadrato', 'quieto', 'quattro', 'quotidiano'],
  R: ['re', 'regina', 'razzo', 'robot', 'rana', 'rosa', 'ruota', 'riccio', 'rosso', 'rapido', 'ridere', 'raccontare'],
  S: ['sole', 'stella', 'serpente', 'scuola', 'sirena', 'scoiattolo', 'scatola', 'segreto', 'silenzioso', 'strano', 'saltare', 'sognare'],
  T: ['tartaruga', 'tigre', 'treno', 'torta', 'tesoro', 'tamburo', 'topo', 'temporale', 'tenero', 'timido', 'trovare', 'tuffarsi'],
  U: ['uccello', 'uovo', 'uva', 'unicorno', 'ufo', 'uragano', 'universo', 'ultimo', 'umido', 'utile', 'ululare', 'urlare'],
  V: ['volpe', 'vento', 'vulcano', 'vaso', 'viaggio', 'violino', 'valigia', 'vampiro', 'veloce', 'verde', 'volare', 'vincere'],
  W: ['wafer', 'würstel', 'windsurf', 'weekend', 'western', 'wombat', 'wapiti', 'wok', 'wigwam', 'web'],
  X: ['xilofono', 'xilofonista', 'xilografia', 'xilofago', 'xilitolo', 'xilema', 'xenofilo', 'xerofita', 'xenopo', 'xeno'],
  Y: ['yogurt', 'yoga', 'yacht', 'yeti', 'yak', 'yucca', 'yen', 'yorkshire', 'yogi', 'yo-yo'],
  Z: ['zebra', 'zaino', 'zucca', 'zucchero', 'zanzara', 'zampa', 'zuppa', 'zio', 'zaffiro', 'zitto', 'zampettare', 'zoppicare'],
};
export type WordBankLetter = keyof typeof WORD_BANK;

/** The 21 letters of the Italian alphabet plus J, K, W, X, Y, in alphabetical order. */
export const WORD_BANK_LETTERS = Object.keys(WORD_BANK) as readonly WordBankLetter[];

const BANK_LETTER_SET: ReadonlySet<string> = new Set(WORD_BANK_LETTERS);

function isBankLetter(value: string): value is WordBankLetter {
  return BANK_LETTER_SET.has(value);
}

/**
 * The bank letter of one character: accents are dropped and case ignored, so 'è', 'É' and 'e'
 * all give 'E'. Anything that is not a letter of the bank (digits, spaces, 'ß', …) gives null.
 */
export function letterKey(character: string): WordBankLetter | null {
  const base = character.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return isBankLetter(base) ? base : null;
}

/** The characters of a word as the child sees them (accented letters count once). */
export function wordLetters(word: string): string[] {
  return [...word.normalize('NFC')];
}

/** The bank letter a word starts with, or null. */
export function initialKey(word: string): WordBankLetter | null {
  const first = wordLetters(word.trim())[0];
  return first === undefined ? null : letterKey(first);
}
