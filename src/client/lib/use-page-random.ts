import { use, useState } from 'react';

import { PageSeedContext } from '#client/lib/page-seed.tsx';
import type { RandomSource } from '#client/lib/security-check.ts';

/** mulberry32: a small, fast generator; enough to vary a maths question. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Random numbers that come out the same on the server and in the browser's first render, so
 * a page drawn at random (the maths question) hydrates to exactly what the server sent.
 */
export function usePageRandom(): RandomSource {
  const seed = use(PageSeedContext);
  const [random] = useState(() => seeded(seed));
  return random;
}
