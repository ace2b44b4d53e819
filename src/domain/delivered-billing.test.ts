import { describe, expect, it } from 'vitest';
import {
  deliveredBilling,
  deliveredWeightProblem,
  formatDeliveredTonnes,
} from './delivered-billing.ts';

const order = {
  orderedTonnes: 10,
  unitPricePence: 28_999,
  vatRate: 5 as const,
  toleranceTonnes: 0.05,
};

describe('deliveredBilling', () => {
  it('leaves the bill alone below the tolerance, either way', () => {
    expect(deliveredBilling({ ...order, deliveredTonnes: 10.04 })).toEqual({ changed: false });
    expect(deliveredBilling({ ...order, deliveredTonnes: 9.96 })).toEqual({ changed: false });
    expect(deliveredBilling({ ...order, deliveredTonnes: 10 })).toEqual({ changed: false });
  });

  it('re-bills at exactly the tolerance (no float dust: 10.05 - 10 is 0.05)', () => {
    const billed = deliveredBilling({ ...order, deliveredTonnes: 10.05 });
    expect(billed).toMatchObject({ changed: true, tonnes: 10.05 });
    expect(deliveredBilling({ ...order, deliveredTonnes: 9.95 })).toMatchObject({
      changed: true,
      tonnes: 9.95,
    });
  });

  it('prices the delivered weight at the order unit price, rounding half up to the penny', () => {
    // 28,999p x 9.37 t = 271,720.63p -> 271,721p; VAT 5% = 13,586.05 -> 13,586p.
    expect(deliveredBilling({ ...order, deliveredTonnes: 9.37 })).toEqual({
      changed: true,
      tonnes: 9.37,
      netPence: 271_721,
      vatPence: 13_586,
      grossPence: 285_307,
    });
    // 333p x 1.5 t = 499.5p -> 500p (a half goes up).
    expect(
      deliveredBilling({ ...order, orderedTonnes: 1, unitPricePence: 333, deliveredTonnes: 1.5 }),
    ).toMatchObject({ netPence: 500 });
  });

  it('uses the order VAT rate: 0%, 5% and 20%', () => {
    const at = (vatRate: 0 | 5 | 20) =>
      deliveredBilling({ ...order, vatRate, unitPricePence: 30_000, deliveredTonnes: 9.5 });
    expect(at(0)).toMatchObject({ netPence: 285_000, vatPence: 0, grossPence: 285_000 });
    expect(at(5)).toMatchObject({ netPence: 285_000, vatPence: 14_250, grossPence: 299_250 });
    expect(at(20)).toMatchObject({ netPence: 285_000, vatPence: 57_000, grossPence: 342_000 });
  });

  it('honours a larger tolerance set by the business', () => {
    expect(deliveredBilling({ ...order, toleranceTonnes: 0.2, deliveredTonnes: 9.81 })).toEqual({
      changed: false,
    });
    expect(
      deliveredBilling({ ...order, toleranceTonnes: 0, deliveredTonnes: 10.01 }),
    ).toMatchObject({
      changed: true,
    });
  });
});

describe('deliveredWeightProblem', () => {
  const check = (deliveredTonnes: number, confirmedLarge = false) =>
    deliveredWeightProblem({
      deliveredTonnes,
      orderedTonnes: 4,
      lorryLoadTonnes: 10,
      confirmedLarge,
    })?.kind ?? null;

  it('refuses zero, negative and not-a-number weights', () => {
    expect(check(0)).toBe('not-positive');
    expect(check(-1)).toBe('not-positive');
    expect(check(0.004)).toBe('not-positive');
    expect(check(Number.NaN)).toBe('not-positive');
  });

  it('refuses a weight above the lorry load, confirmed or not', () => {
    expect(check(10.01, true)).toBe('over-load');
    expect(check(10, true)).toBeNull();
  });

  it('asks for confirmation above double the ordered tonnes', () => {
    expect(check(8)).toBeNull();
    expect(check(8.01)).toBe('needs-confirmation');
    expect(check(8.01, true)).toBeNull();
  });
});

it('formats a weight as the ticket prints it', () => {
  expect(formatDeliveredTonnes(12.3)).toBe('12.30');
  expect(formatDeliveredTonnes(0.1 + 0.2)).toBe('0.30');
});
