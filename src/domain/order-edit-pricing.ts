// The figures of an order the back office edits: decided by the same rules as checkout
// (priceOrder, decision 002), never by a total typed in by hand. Integer pence throughout.
import { formatGBP, type Pence } from './money.ts';
import { priceOrder } from './pricing.ts';
import type { VatRate } from './vat.ts';

/** What an order's price is made of. */
export interface EditPricingInput {
  unitPricePence: Pence;
  tonnes: number;
  vatRate: VatRate;
}

/** An order's figures as stored. */
export interface StoredEditFigures extends EditPricingInput {
  vatPence: Pence;
  totalPence: Pence;
}

export interface EditFigures {
  netPence: Pence;
  vatPence: Pence;
  totalPence: Pence;
  /** True when the figures were computed afresh; false when the stored ones stand. */
  repriced: boolean;
}

export type EditPricing =
  ({ ok: true } & EditFigures) | { ok: false; expectedTotalPence: Pence; message: string };

const tonnesText = (tonnes: number) => `${tonnes} ${tonnes === 1 ? 'tonne' : 'tonnes'}`;

/** "Total price must be £2,021.25: 7 tonnes at £275.00 per tonne plus VAT at 5%". */
export function editTotalMessage(input: EditPricingInput, totalPence: Pence): string {
  return (
    `Total price must be ${formatGBP(totalPence)}: ${tonnesText(input.tonnes)} at ` +
    `${formatGBP(input.unitPricePence)} per tonne plus VAT at ${input.vatRate}%`
  );
}

const samePricing = (a: EditPricingInput, b: EditPricingInput) =>
  a.unitPricePence === b.unitPricePence && a.tonnes === b.tonnes && a.vatRate === b.vatRate;

/**
 * The figures an edit stores. Quantity, unit price and VAT rate decide net, VAT and total as
 * at checkout. An edit that leaves all three alone keeps the stored figures (an order priced
 * before this rule keeps its total). A total sent with the edit must be the one these rules
 * give (or, with the price unchanged, the stored one): any other is refused, naming the
 * right total. Without a sent total, the answer is what the edit would store.
 */
export function priceEdit(input: {
  current: StoredEditFigures;
  next: EditPricingInput;
  sentTotalPence?: Pence;
}): EditPricing {
  const { current, next, sentTotalPence } = input;
  const unchanged = samePricing(current, next);
  if (unchanged && (sentTotalPence === undefined || sentTotalPence === current.totalPence)) {
    return {
      ok: true,
      netPence: current.totalPence - current.vatPence,
      vatPence: current.vatPence,
      totalPence: current.totalPence,
      repriced: false,
    };
  }
  const priced = priceOrder({ lines: [next], vatRate: next.vatRate });
  if (sentTotalPence !== undefined && sentTotalPence !== priced.totalPence) {
    return {
      ok: false,
      expectedTotalPence: priced.totalPence,
      message: editTotalMessage(next, priced.totalPence),
    };
  }
  return {
    ok: true,
    netPence: priced.subtotalPence,
    vatPence: priced.vatPence,
    totalPence: priced.totalPence,
    repriced: true,
  };
}
