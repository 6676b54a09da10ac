/**
 * The demo's dice: a seeded pseudo-random sequence (mulberry32), so that the same day gives the
 * same demo books on every machine and every run, and a test can recompute what was seeded.
 */
export interface Dice {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number from `min` to `max`, both included. */
  between: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** One of `items`, each as likely as its weight. */
  weighted: <T>(items: readonly T[], weight: (item: T) => number) => T;
}

export function dice(seed: number): Dice {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const chance = (p: number) => next() < p;
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let roll = next() * total;
    for (const item of items) {
      roll -= weight(item);
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('nothing to pick from');
    return last;
  };
  return { next, between, chance, weighted };
}
