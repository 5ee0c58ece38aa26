import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it as test } from 'vitest';
import { it as catalogue } from './it';
import { compileIcu } from './icu-lite';
import { LOCALE } from './translator';

const reference = (source: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(source, LOCALE, undefined, { ignoreTag: true }).format(values));

/** The argument names of a message, from intl-messageformat's own parser. */
function argumentNames(source: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (node.type === 1 || node.type === 5 || node.type === 6) names.add(node.value!);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(source, LOCALE, undefined, { ignoreTag: true }).getAst());
  return [...names];
}

const messages: [string, string][] = Object.entries(catalogue).flatMap(([area, m]) =>
  Object.entries(m as Record<string, string>).map(([key, source]): [string, string] => [`${area}.${key}`, source]),
);

describe('icu-lite formats like intl-messageformat', () => {
  test('every message of the catalogue with placeholders, for 0, 1, 2, 5, 1234 and text values', () => {
    const withArgs = messages.filter(([, source]) => source.includes('{'));
    expect(withArgs.length).toBeGreaterThan(10);
    for (const [key, source] of withArgs) {
      const names = argumentNames(source);
      for (const value of [0, 1, 2, 5, 1234, 12345, 'La volpe', "l'orso"]) {
        const values = Object.fromEntries(names.map((n) => [n, value]));
        expect(compileIcu(source, LOCALE)(values), `${key} with ${String(value)}`).toBe(reference(source, values));
      }
    }
  });

  test('quoting, select, # and =N exactly as ICU', () => {
    const cases: [string, Record<string, string | number>][] = [
      ["L'orso dice '{ciao}' e ''{name}''", { name: 'Ada' }],
      ["{n, plural, =0 {nessuna} one {# storia} other {# storie '#' di {who}}}", { n: 0, who: 'Ada' }],
      ["{n, plural, =0 {nessuna} one {# storia} other {# storie '#' di {who}}}", { n: 1, who: 'Ada' }],
      ["{n, plural, =0 {nessuna} one {# storia} other {# storie '#' di {who}}}", { n: 12345, who: 'Ada' }],
      ['{g, select, female {Benvenuta} male {Benvenuto} other {Benvenuto/a}} {name}!', { g: 'female', name: 'Ada' }],
      ['{g, select, female {Benvenuta} male {Benvenuto} other {Benvenuto/a}} {name}!', { g: 'x', name: 'Ada' }],
      ['<b>{name}</b> # fuori', { name: 'Ada' }],
    ];
    for (const [source, values] of cases) expect(compileIcu(source, LOCALE)(values), source).toBe(reference(source, values));
  });

  test('what the catalogue does not use is refused, not guessed', () => {
    expect(() => compileIcu('{n, number}', LOCALE)).toThrow(/not supported/);
    expect(() => compileIcu('{n, plural, offset:1 other {#}}', LOCALE)).toThrow(/offset/);
    expect(() => compileIcu('{n, plural, one {#}}', LOCALE)).toThrow(/other/);
    expect(() => compileIcu('testo }', LOCALE)).toThrow();
    expect(() => compileIcu('Ciao {name}', LOCALE)({})).toThrow(/name/);
  });
});
