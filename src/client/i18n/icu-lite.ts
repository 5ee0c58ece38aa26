/**
 * The part of ICU MessageFormat the catalogue uses: `{name}`, `{name, plural, =1 {…} other {…}}`
 * with `#`, `{name, select, a {…} other {…}}`, and ICU's apostrophe quoting. The full
 * `intl-messageformat` with its parser is about 18 KiB gzip that every page would download before
 * the first paint for a handful of plurals (home page JavaScript, figure P1 in docs/benchmarks.md).
 * `icu-lite.test.ts` checks that every message of the catalogue formats exactly as
 * `intl-messageformat` formats it (same options: `ignoreTag`), so a message using anything else
 * (`number`, `date`, `offset`…) fails there and here, never silently.
 */
import { formatInteger } from '../../shared/format-number';

export type IcuValues = Readonly<Record<string, string | number>>;

type Part = string | { arg: string } | { pound: true } | { arg: string; kind: 'plural' | 'select'; options: Record<string, Part[]> };

class IcuSyntaxError extends Error {}

function parse(source: string): Part[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new IcuSyntaxError(`${what} at ${i} in: ${source}`);
  };
  const skipSpace = () => {
    while (i < source.length && /\s/.test(source[i]!)) i += 1;
  };
  const word = () => {
    skipSpace();
    const match = /^[^\s{},#]+/.exec(source.slice(i));
    if (!match) return fail('a name was expected');
    i += match[0].length;
    skipSpace();
    return match[0];
  };

  function message(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push(text);
      text = '';
    };
    while (i < source.length) {
      const c = source[i]!;
      if (c === "'") {
        const next = source[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = source.indexOf("'", i + 1);
          // An unclosed quote runs to the end of the message, as in ICU.
          const stop = end < 0 ? source.length : end;
          text += source.slice(i + 1, stop).replaceAll("''", "'");
          i = end < 0 ? stop : stop + 1;
        } else {
          text += c;
          i += 1;
        }
      } else if (c === '}') {
        break;
      } else if (c === '#' && inPlural) {
        flush();
        parts.push({ pound: true });
        i += 1;
      } else if (c === '{') {
        flush();
        i += 1;
        parts.push(argument());
      } else {
        text += c;
        i += 1;
      }
    }
    flush();
    return parts;
  }

  function argument(): Part {
    const arg = word();
    if (source[i] === '}') {
      i += 1;
      return { arg };
    }
    if (source[i] !== ',') fail('"," or "}" was expected');
    i += 1;
    const kind = word();
    if (kind !== 'plural' && kind !== 'select') fail(`"${kind}" is not supported (only plural and select)`);
    if (source[i] !== ',') fail('"," was expected');
    i += 1;
    const options: Record<string, Part[]> = {};
    for (;;) {
      skipSpace();
      if (source[i] === '}') break;
      const key = word();
      if (key.startsWith('offset:')) fail('plural offset is not supported');
      if (source[i] !== '{') fail('"{" was expected');
      i += 1;
      options[key] = message(kind === 'plural');
      if (source[i] !== '}') fail('"}" was expected');
      i += 1;
    }
    i += 1;
    if (!options.other) fail(`"${arg}" has no "other" case`);
    return { arg, kind: kind as 'plural' | 'select', options };
  }

  const parts = message(false);
  if (i < source.length) fail('unexpected "}"');
  return parts;
}

const plurals = new Map<string, Intl.PluralRules>();
/** One Intl.PluralRules per locale, made when first needed. */
function pluralRules(locale: string): Intl.PluralRules {
  let rules = plurals.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    plurals.set(locale, rules);
  }
  return rules;
}

export function icuFormat(parts: readonly Part[], values: IcuValues, locale: string, pound?: number): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('pound' in part) out += pound === undefined ? '#' : formatInteger(pound, locale);
    else {
      if (!(part.arg in values)) throw new Error(`The value of "${part.arg}" is missing`);
      const value = values[part.arg]!;
      if (!('kind' in part)) out += String(value);
      else if (part.kind === 'select') out += icuFormat(part.options[String(value)] ?? part.options.other!, values, locale, pound);
      else {
        const n = Number(value);
        const option = part.options[`=${value}`] ?? part.options[pluralRules(locale).select(n)] ?? part.options.other!;
        out += icuFormat(option, values, locale, n);
      }
    }
  }
  return out;
}

/** Parses once; returns a function that formats the message with its values. */
export function compileIcu(source: string, locale: string): (values: IcuValues) => string {
  const parts = parse(source);
  return (values) => icuFormat(parts, values, locale);
}
