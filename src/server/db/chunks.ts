/** Splits rows into statements of `size`, well under both engines' limits on bound parameters. */
export function chunks<T>(items: readonly T[], size = 200): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
