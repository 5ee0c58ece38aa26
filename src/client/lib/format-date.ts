import { DATE_LOCALE } from '../../shared/constants';

/**
 * Dates as Italian writes them (spec 000 §9), in the browser's time zone. Each style's
 * `Intl.DateTimeFormat` is made at its first use: the first one of a page costs 25–80 ms on a
 * school PC while the browser loads its locale data, so no screen pays it before it shows a date.
 */
const styles = {
  /** 21/11/2026 */
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** 21/11/2026, 09:30 */
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** 21 nov 2026 */
  medium: { dateStyle: 'medium' },
  /** 21 novembre 2026 alle ore 09:30 */
  long: { dateStyle: 'long', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

const formatters = new Map<DateStyle, Intl.DateTimeFormat>();

// The locale data loads on a worker as soon as a screen that shows dates is on its way (icu-warmup.worker.ts).
if (import.meta.env.PROD && typeof Worker !== 'undefined') new Worker(new URL('./icu-warmup.worker.ts', import.meta.url), { type: 'module' });

/** An ISO date in one of the app's styles (21/11/2026 unless told); '' for what is not a date. */
export function formatDate(iso: string, style: DateStyle = 'date'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(DATE_LOCALE, styles[style]);
    formatters.set(style, formatter);
  }
  return formatter.format(date);
}
