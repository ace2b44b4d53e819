// 'How much will fit?': the largest sensible order for a pellet store of a given volume.
import { MAX_TONNES, MIN_TONNES, TONNES_STEP } from './quantity.ts';

/** Bulk density of wood pellets, tonnes per cubic metre. */
export const PELLET_TONNES_PER_M3 = 0.65;
/** A blown store is filled to about 80%: the pellets settle in a cone below the inlet. */
export const STORE_FILL = 0.8;
/** Stores larger than this are not domestic; the answer is capped at MAX_TONNES anyway. */
export const MAX_STORE_M3 = 1000;

export type StoreSuggestion =
  { fits: true; tonnes: number; capped: boolean } | { fits: false; reason: 'too_small' };

/**
 * The order that fills a store of `volumeM3` to STORE_FILL, rounded down to the half tonne
 * and kept within the shop's 1-50 t (`capped` when the store could take more than 50 t).
 */
export function suggestTonnes(volumeM3: number): StoreSuggestion {
  const fits = volumeM3 * PELLET_TONNES_PER_M3 * STORE_FILL;
  // Rounded to 6 places first so 2.5 computed as 2.4999999 still counts as 2.5.
  const stepped = Math.floor(Number((fits / TONNES_STEP).toFixed(6))) * TONNES_STEP;
  if (!Number.isFinite(stepped) || stepped < MIN_TONNES)
    return { fits: false, reason: 'too_small' };
  return { fits: true, tonnes: Math.min(stepped, MAX_TONNES), capped: stepped > MAX_TONNES };
}
