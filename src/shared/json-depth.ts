/**
 * How deeply JSON may nest. Parsing, validating, measuring and storing a value are all safe at
 * this depth, while the deepest body our editors send (a PROPP story's phases, a word series)
 * nests fewer than ten levels. A body nested thousands of levels would otherwise overflow the
 * stack of every recursive walk over it (JSON.stringify among them).
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * True when JSON text nests objects and arrays deeper than `max`, read in one pass without
 * recursion and without parsing (brackets inside strings do not count). Text that is not valid
 * JSON gets an answer too; the parser refuses it afterwards.
 */
export function jsonTextTooDeep(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth++;
      if (depth > max) return true;
    } else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && depth > 0) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON text as a value, or null when there is no text, it is not JSON, or it nests deeper than
 * MAX_JSON_DEPTH (then nothing could have sent it through the API, and answering it could
 * overflow the stack).
 */
export function parseJson(text: string | null | undefined): unknown {
  if (!text || jsonTextTooDeep(text)) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * True when a value nests objects and arrays deeper than `max` (a scalar is depth 0, `{}` and
 * `[]` are 1). Walks with its own stack, so no value can overflow the call stack; a value that
 * refers to itself counts as too deep once the walk passes `max`.
 */
export function jsonValueTooDeep(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next.value === null || typeof next.value !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > max) return true;
    const children = Array.isArray(next.value) ? (next.value as unknown[]) : Object.values(next.value);
    for (const child of children) {
      if (child !== null && typeof child === 'object') stack.push({ value: child, depth });
    }
  }
  return false;
}
