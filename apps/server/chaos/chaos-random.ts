import { createHash } from 'node:crypto';

/** The run's one PRNG (sfc32), seeded from the seed's SHA-256: the same seed, the same plan. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number | string): Random {
  const digest = createHash('sha256').update(`chaos:${seed}`).digest();
  let [a, b, c, d] = [0, 4, 8, 12].map((offset) => digest.readUInt32LE(offset)) as [
    number,
    number,
    number,
    number,
  ];
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 2 ** 32;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
  return random;
}
