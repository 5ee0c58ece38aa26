/**
 * The form names and titles are searched and matched in: accents and other combining marks
 * dropped (NFD), lower case, the typographic apostrophe as the straight one, runs of spaces as
 * one, trimmed. 'Zoë', 'ZOE' and ' zoe ' all fold to 'zoe'; 'Nicolò' to 'nicolo'. Letters that
 * are not a base letter plus a mark (ß, æ, ø, ł) stay as they are.
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/’/g, "'").replace(/\s+/g, ' ').trim();
}

/** A LIKE pattern that finds `text` (folded) anywhere; a typed '%', '_' or '\' matches itself (escape '\'). */
export function foldedContainsPattern(text: string): string {
  return `%${foldText(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
