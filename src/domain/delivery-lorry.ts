// The largest lorry a customer says can reach them, and how much of an order it can carry.

export const LORRY_LIMITS = ['18t', '7.5t', 'smaller'] as const;
export type LorryLimit = (typeof LORRY_LIMITS)[number];

/**
 * Tonnes of pellets one load of each lorry carries. A limit names the lorry's gross weight
 * (what it may weigh loaded), not its load: the chassis, cab and the blower's tank or the
 * crane take the rest. Nothing in the shop said these figures, so they are ours, on the
 * light side of what the trade quotes:
 * - an 18 t rigid blower or crane lorry weighs about 8 t empty and carries about 10 t;
 * - a 7.5 t rigid weighs about 4.5 t empty and carries about 3 t (three 1-tonne bags);
 * - anything smaller (a 3.5 t lorry with a tail lift or a small crane) carries about 1 t,
 *   our smallest order.
 */
export const LORRY_PAYLOAD_TONNES: Readonly<Record<LorryLimit, number>> = {
  '18t': 10,
  '7.5t': 3,
  smaller: 1,
};

export function lorryPayloadTonnes(limit: LorryLimit): number {
  return LORRY_PAYLOAD_TONNES[limit];
}

export interface LorryOverload {
  /** What one load of the customer's largest lorry carries. */
  payloadTonnes: number;
  /** The order's tonnes beyond that: another trip, or a call to the customer. */
  overByTonnes: number;
}

/**
 * How far an order of `tonnes` is beyond one load of the largest lorry that can reach the
 * customer, or null when it fits (or they set no limit).
 */
export function lorryOverload(tonnes: number, limit: LorryLimit | null): LorryOverload | null {
  if (limit === null) return null;
  const payloadTonnes = lorryPayloadTonnes(limit);
  if (tonnes <= payloadTonnes) return null;
  // Tonnes go in tenths: subtract in tenths so 3.3 - 3 is 0.3, not 0.2999...
  return { payloadTonnes, overByTonnes: Math.round((tonnes - payloadTonnes) * 10) / 10 };
}
