// What a delivered weight does to an order's bill, and which weights a drop may record. The
// weigh-loader's ticket is in tonnes to two decimals; the order was sold in tenths, so every
// comparison and product is done in hundredths of a tonne, in integers.
import { roundHalfUp, type Pence } from './money.ts';
import { vatOn, type VatRate } from './vat.ts';

/** The difference below which the delivered weight leaves the bill alone (a setting). */
export const DEFAULT_TOLERANCE_TONNES = 0.05;

/** Tonnes as whole hundredths: 1.25 -> 125 (a float's dust rounded away). */
export const hundredths = (tonnes: number): number => Math.round(tonnes * 100);

export interface DeliveredFigures {
  tonnes: number;
  netPence: Pence;
  vatPence: Pence;
  grossPence: Pence;
}

export type DeliveredBilling = { changed: false } | ({ changed: true } & DeliveredFigures);

/**
 * The order's figures for what was delivered, at its own unit price and VAT rate (never
 * today's price list): net = price x delivered tonnes, rounded half up to the penny as every
 * line is, VAT on that net. A difference smaller than the tolerance changes nothing; one of
 * exactly the tolerance re-bills.
 */
export function deliveredBilling(input: {
  orderedTonnes: number;
  deliveredTonnes: number;
  unitPricePence: Pence;
  vatRate: VatRate;
  toleranceTonnes: number;
}): DeliveredBilling {
  const delivered = hundredths(input.deliveredTonnes);
  const difference = Math.abs(delivered - hundredths(input.orderedTonnes));
  if (difference < hundredths(input.toleranceTonnes)) return { changed: false };
  const netPence = roundHalfUp(input.unitPricePence * delivered, 100);
  const vatPence = vatOn(netPence, input.vatRate);
  return {
    changed: true,
    tonnes: delivered / 100,
    netPence,
    vatPence,
    grossPence: netPence + vatPence,
  };
}

export type DeliveredWeightProblem =
  | { kind: 'not-positive'; message: string }
  | { kind: 'over-load'; message: string }
  | { kind: 'needs-confirmation'; message: string };

export const DELIVERED_WEIGHT_MESSAGES = {
  notPositive: 'The delivered weight must be more than 0 tonnes',
  twoDecimals: 'Enter the delivered weight in tonnes to two decimals',
  overLoad: (loadTonnes: number) =>
    `The delivered weight is more than the lorry carries (${loadTonnes} t): check the ticket`,
  needsConfirmation: (orderedTonnes: number) =>
    `The delivered weight is more than double the ${orderedTonnes} t ordered: confirm it to record it`,
} as const;

/**
 * Why a weight cannot be recorded as delivered: not above zero, above what the lorry carries,
 * or more than double the order without the office's confirmation (a slip of the keyboard is
 * likelier than a doubled drop). Null when it can.
 */
export function deliveredWeightProblem(input: {
  deliveredTonnes: number;
  orderedTonnes: number;
  lorryLoadTonnes: number;
  confirmedLarge: boolean;
}): DeliveredWeightProblem | null {
  const delivered = hundredths(input.deliveredTonnes);
  if (!Number.isFinite(input.deliveredTonnes) || delivered <= 0) {
    return { kind: 'not-positive', message: DELIVERED_WEIGHT_MESSAGES.notPositive };
  }
  if (delivered > hundredths(input.lorryLoadTonnes)) {
    return {
      kind: 'over-load',
      message: DELIVERED_WEIGHT_MESSAGES.overLoad(input.lorryLoadTonnes),
    };
  }
  if (delivered > 2 * hundredths(input.orderedTonnes) && !input.confirmedLarge) {
    return {
      kind: 'needs-confirmation',
      message: DELIVERED_WEIGHT_MESSAGES.needsConfirmation(input.orderedTonnes),
    };
  }
  return null;
}

/** A weight as the ticket prints it: 12.3 -> "12.30". */
export const formatDeliveredTonnes = (tonnes: number): string =>
  (hundredths(tonnes) / 100).toFixed(2);
