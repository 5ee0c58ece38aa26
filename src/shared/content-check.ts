/**
 * The content check of spec 000 §5: a text a child writes is refused when it carries script
 * tags or the javascript:, data:, onload and onerror patterns that turn text into code. The
 * reason is Italian, ready for a toast. Ordinary Italian is never refused: "la data: lunedì"
 * is a date, not a data: address, so only a data: address with a media type counts.
 */

export const CONTENT_CHECK_TITLE = 'Contenuto non valido';

export type ContentCheckResult = { ok: true } | { ok: false; reason: string };

const CODE_REASON = 'Il testo contiene del codice che non è permesso. Scrivi solo parole, per favore!';

const RULES = [
  { pattern: /<\s*\/?\s*script\b/i, reason: 'Il testo non può contenere tag <script>. Scrivi solo parole, per favore!' },
  {
    pattern: /<\s*(?:iframe|object|embed|svg|img|style|link|meta|base|form)\b/i,
    reason: 'Il testo non può contenere codice HTML. Scrivi solo parole, per favore!',
  },
  { pattern: /j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t\s*:/i, reason: 'Il testo non può contenere indirizzi "javascript:".' },
  { pattern: /\bdata\s*:\s*[a-z]+\/[a-z0-9.+-]+/i, reason: 'Il testo non può contenere indirizzi "data:".' },
  { pattern: /\bdata\s*:[^\s,]*;\s*base64\s*,/i, reason: 'Il testo non può contenere indirizzi "data:".' },
  { pattern: /\bon(?:load|error)\s*=/i, reason: CODE_REASON },
];

/** Strips the invisible characters and HTML entities that could hide a pattern. */
function unmask(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped here
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\u2060\ufeff]/g, '')
      .replace(/&#x0*([0-9a-f]+);?/gi, (_m, hex: string) => safeCodePoint(Number.parseInt(hex, 16)))
      .replace(/&#0*([0-9]+);?/g, (_m, dec: string) => safeCodePoint(Number.parseInt(dec, 10)))
      .replace(/&lt;?/gi, '<')
      .replace(/&colon;?/gi, ':')
  );
}

function safeCodePoint(code: number): string {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** Checks one text; the first rule it breaks gives the reason. */
export function checkContent(text: string): ContentCheckResult {
  const plain = unmask(text);
  const broken = RULES.find((rule) => rule.pattern.test(plain));
  return broken ? { ok: false, reason: broken.reason } : { ok: true };
}

/** Stable API error code of a story text the content check refuses (HTTP 400, like any field to fix). */
export const CONTENT_CHECK_CODE = 'content_not_allowed';

/** The texts of a story a child writes: what POST /api/stories and PATCH /api/stories/:id carry. */
export interface StoryTexts {
  title?: string | undefined;
  content?: string | undefined;
  answers?: readonly string[] | undefined;
  category?: string | null | undefined;
}

/**
 * The content check on a story of any mode (spec 000 §5 names it among the validation rules
 * without limiting it to a mode; spec 001 §6 shows it in Campbell): the first refused text
 * gives the Italian reason, or null when every text is fine. The server runs it on every save
 * and update, so a request sent around the editors is refused too.
 */
export function storyContentProblem(texts: StoryTexts): { field: 'title' | 'content' | 'answers' | 'category'; reason: string } | null {
  const candidates: Array<['title' | 'content' | 'answers' | 'category', string | null | undefined]> = [
    ['title', texts.title],
    ['content', texts.content],
    ...(texts.answers ?? []).map((a): ['answers', string] => ['answers', a]),
    ['category', texts.category],
  ];
  for (const [field, text] of candidates) {
    if (!text) continue;
    const result = checkContent(text);
    if (!result.ok) return { field, reason: result.reason };
  }
  return null;
}
