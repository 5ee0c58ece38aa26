/** A source of numbers in [0, 1): Math.random in the app, a fixed sequence in tests. */
export type RandomSource = () => number;

/** A shuffled copy (Fisher–Yates) of a list. */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}

/** A repeatable random source for tests (a small linear congruential generator). */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000;
  };
}
