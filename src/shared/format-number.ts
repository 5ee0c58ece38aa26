/**
 * Whole numbers as Italian writes them: 10.000 and 1.234.567, but 1000 and 9999 without a point
 * (ICU's it-IT groups only from five digits). Written by hand because the first
 * `Intl.NumberFormat` of a page costs 30–70 ms on a school PC while the browser loads its locale
 * data, and the dashboard and the archive draw counts in their first render (Lighthouse mobile score, figure P2 in docs/benchmarks.md).
 * Anything else (fractions, other locales) goes to `Intl.NumberFormat`, made once per locale.
 */
const ITALIAN = new Set(['it', 'it-IT']);
const fallbacks = new Map<string, Intl.NumberFormat>();

export function formatInteger(value: number, locale = 'it-IT'): string {
  if (ITALIAN.has(locale) && Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value));
    const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');
    return value < 0 ? `-${grouped}` : grouped;
  }
  let format = fallbacks.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    fallbacks.set(locale, format);
  }
  return format.format(value);
}

/**
 * The plural article before a number, as Italian reads it aloud: 'gli' before otto, undici,
 * ottanta…, ottocento… and their thousands («gli 8 profili», «gli 11.000»), 'i' before any other
 * («i 10 profili», «i 18»).
 */
export function pluralArticle(value: number): 'i' | 'gli' {
  let n = Math.abs(Math.trunc(value));
  while (n >= 1000) n = Math.floor(n / 1000);
  return n === 8 || n === 11 || (n >= 80 && n <= 89) || (n >= 800 && n <= 899) ? 'gli' : 'i';
}
