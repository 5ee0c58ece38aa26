import { it, type Catalogue } from './it';
import { LOCALE, translator, type MessageValues } from './translator';

/**
 * The message catalogue of the client (docs/decisions/009).
 * Italian only, bundled with the code: each area's file in `it/` exports its own `t`
 * (`import { t } from '../../i18n/it/superuser'`), so an area's words travel with its lazy chunk.
 * `t('area.file.name')` returns the text, `t('area.file.name', { n })` formats an ICU message.
 * A key that is not in the catalogue, or a message with placeholders called without values,
 * fails typecheck. This module (the whole catalogue) is for tests and tools.
 */
type Area = keyof Catalogue;
export type MessageKey = { [A in Area]: `${A}.${Extract<keyof Catalogue[A], string>}` }[Area];
export { LOCALE, type MessageValues };

/** The raw catalogue text of a key (ICU source for formatted keys). */
export function messageSource(key: MessageKey): string {
  const dot = key.indexOf('.');
  const area = it[key.slice(0, dot) as Area] as Readonly<Record<string, string>>;
  const message = area[key.slice(dot + 1)];
  if (message === undefined) throw new Error(`Missing message: ${key}`);
  return message;
}

/** Any key of the whole catalogue (tests). */
export function t(key: MessageKey, values?: MessageValues): string {
  const area = key.slice(0, key.indexOf('.')) as Area;
  const format = translator(area, it[area]) as (key: string, values?: MessageValues) => string;
  return format(key, values);
}
