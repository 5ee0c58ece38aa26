import { DATE_LOCALE } from '../../shared/constants';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
let number: Intl.NumberFormat | null = null;

/** A size as Italian writes it, in powers of 1024: '12,4 MB', '4 GB', '800 B'. */
export function formatBytes(bytes: number): string {
  number ??= new Intl.NumberFormat(DATE_LOCALE, { maximumFractionDigits: 1 });
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${number.format(unit === 0 ? Math.round(value) : value)} ${UNITS[unit]}`;
}

/** A recording's length as minutes and seconds: '0:07', '2:45'. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
