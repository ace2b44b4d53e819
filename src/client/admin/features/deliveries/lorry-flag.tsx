import { AlertTriangle } from 'lucide-react';

import type { DeliveryStop } from '#shared/schemas/delivery';

/** "6 t: over one load of this lorry (about 3 t)", on a drop whose tonnes its lorry cannot carry. */
export function LorryFlag({ stop }: { stop: Pick<DeliveryStop, 'quantity' | 'overLorryLimit'> }) {
  if (!stop.overLorryLimit) return null;
  const { payloadTonnes, overByTonnes } = stop.overLorryLimit;
  return (
    <span
      role="note"
      data-testid="lorry-flag"
      className="mt-0.5 flex items-start gap-1 font-semibold text-red-700"
    >
      <AlertTriangle aria-hidden className="mt-0.5 size-3.5 shrink-0" />
      {stop.quantity} t is over the lorry limit: it carries about {payloadTonnes} t ({overByTonnes}{' '}
      t more)
    </span>
  );
}

/** "2 drops over their lorry limit", above a list of drops; nothing when none is. */
export function LorryLimitCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p
      role="note"
      data-testid="lorry-limit-count"
      className="flex items-center gap-1 text-sm font-semibold text-red-700"
    >
      <AlertTriangle aria-hidden className="size-4" />
      {count === 1 ? '1 drop is over its lorry limit' : `${count} drops are over their lorry limit`}
    </p>
  );
}
