import { IntlMessageFormat } from 'intl-messageformat';
import { it, type Catalogue } from './it';

/**
 * The message catalogue of the client (issue 12 point 3, docs/decisions/005).
 * Italian only, loaded synchronously with the code: `t('area.key')` returns the text,
 * `t('area.key', { n })` formats an ICU message (placeholders, plurals).
 * A key that is not in the catalogue, or a message with placeholders called without values,
 * fails typecheck.
 */
type Area = keyof Catalogue;
export type MessageKey = { [A in Area]: `${A}.${Extract<keyof Catalogue[A], string>}` }[Area];
type MessageOf<K extends MessageKey> = K extends `${infer A extends Area}.${infer R}` ? (R extends keyof Catalogue[A] ? Catalogue[A][R] : never) : never;
type HasArguments<M> = M extends `${string}{${string}}${string}` ? true : false;
/** The keys whose message has no placeholder: callable as `t(key)`. */
export type PlainKey = { [K in MessageKey]: HasArguments<MessageOf<K>> extends true ? never : K }[MessageKey];
/** The keys whose message has placeholders: callable as `t(key, values)`. */
export type FormattedKey = Exclude<MessageKey, PlainKey>;
export type MessageValues = Record<string, string | number>;

export const LOCALE = 'it';

const formats = new Map<string, IntlMessageFormat>();

/** The raw catalogue text of a key (ICU source for formatted keys). */
export function messageSource(key: MessageKey): string {
  const dot = key.indexOf('.');
  const area = it[key.slice(0, dot) as Area] as Record<string, string>;
  const message = area[key.slice(dot + 1)];
  if (message === undefined) throw new Error(`Missing message: ${key}`);
  return message;
}

/** The Italian text of a key; ICU formatting only for messages with placeholders. */
export function t(key: PlainKey): string;
export function t(key: FormattedKey, values: MessageValues): string;
export function t(key: MessageKey, values?: MessageValues): string {
  const message = messageSource(key);
  if (!values) return message;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, LOCALE, undefined, { ignoreTag: true });
    formats.set(key, format);
  }
  return String(format.format(values));
}
