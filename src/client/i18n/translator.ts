import { compileIcu } from './icu-lite';

export const LOCALE = 'it';
export type MessageValues = Record<string, string | number>;
type Messages = Readonly<Record<string, string>>;
type HasArguments<M> = M extends `${string}{${string}}${string}` ? true : false;
/** The keys of an area whose message has no placeholder: `t(key)`. */
export type PlainKeyOf<A extends string, M extends Messages> = {
  [K in Extract<keyof M, string>]: HasArguments<M[K]> extends true ? never : `${A}.${K}`;
}[Extract<keyof M, string>];
/** The keys of an area whose message has placeholders: `t(key, values)`. */
export type FormattedKeyOf<A extends string, M extends Messages> = Exclude<`${A}.${Extract<keyof M, string>}`, PlainKeyOf<A, M>>;

export interface Translate<A extends string, M extends Messages> {
  (key: PlainKeyOf<A, M>): string;
  (key: FormattedKeyOf<A, M>, values: MessageValues): string;
}

/**
 * The `t()` of one area of the catalogue: each area's messages are bundled with the code that uses
 * them (the home page does not carry the superuser's words). A message without placeholders is
 * returned as it is; one with placeholders is parsed once as ICU and cached (`icu-lite.ts`: the
 * subset the catalogue uses, checked against intl-messageformat in its test).
 */
export function translator<A extends string, M extends Messages>(area: A, messages: M): Translate<A, M> {
  const formats = new Map<string, (values: MessageValues) => string>();
  const prefix = `${area}.`;
  return ((key: string, values?: MessageValues): string => {
    const name = key.startsWith(prefix) ? key.slice(prefix.length) : key;
    const message = messages[name];
    if (message === undefined) throw new Error(`Missing message: ${key}`);
    if (!values) return message;
    let format = formats.get(name);
    if (!format) {
      format = compileIcu(message, LOCALE);
      formats.set(name, format);
    }
    return format(values);
  }) as Translate<A, M>;
}

/** The value to pass for a placeholder that markup will wrap (a title in bold): see `aroundSlot`. */
export const SLOT = '\u0000';
/**
 * A formatted message cut where its SLOT value stands, so a whole sentence stays one message (a
 * translator may move the placeholder) while the code wraps that place in markup:
 * `const [before, after] = aroundSlot(t(key, { title: SLOT }))`.
 */
export function aroundSlot(text: string): [before: string, after: string] {
  const at = text.indexOf(SLOT);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + SLOT.length)];
}
