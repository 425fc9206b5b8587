/** A seeded PRNG (mulberry32): the same seed gives the same demo data on every machine. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both ends inclusive. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

/**
 * @example
 * const r = createRandom(20260101)
 * r.int(1, 6) // always the same sequence for the same seed
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    chance: (p: number) => next() < p,
  }
}
