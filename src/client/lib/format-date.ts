/**
 * Dates as Italian writes them (spec 000 §9), in the browser's time zone: 21/11/2026 and
 * 21/11/2026, 09:30 — what `Intl.DateTimeFormat('it-IT')` writes with 2-digit day and month, but by
 * hand: the first `Intl.DateTimeFormat` of a page costs 25–80 ms on a school PC while the browser
 * loads its locale and time-zone data, and it was made when this module loaded, before every
 * screen's first render (issue 16, P2).
 */
const two = (n: number) => String(n).padStart(2, '0');

function parse(iso: string): Date | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

const day = (d: Date) => `${two(d.getDate())}/${two(d.getMonth() + 1)}/${String(d.getFullYear()).padStart(4, '0')}`;

/** An ISO date in the Italian format (spec 000 §9): 21/11/2026. */
export function formatDate(iso: string): string {
  const d = parse(iso);
  return d ? day(d) : '';
}

/** With the time: 21/11/2026, 09:30. */
export function formatDateTime(iso: string): string {
  const d = parse(iso);
  return d ? `${day(d)}, ${two(d.getHours())}:${two(d.getMinutes())}` : '';
}
