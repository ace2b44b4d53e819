import { describe, expect, it } from 'vitest';
import {
  findOrderReferences,
  matchCredits,
  payerIsCustomer,
  type CandidateOrder,
  type StatementCredit,
} from './payment-reference-match.ts';
import { orderPaymentReference } from './payment-reference.ts';

describe('findOrderReferences', () => {
  it.each([
    ['WP1042', [1042]],
    ['WP 1042', [1042]],
    ['wp-1042', [1042]],
    ['Wp_1042', [1042]],
    ['Ref WP1042 thanks', [1042]],
    ['REF:WP#1042', [1042]],
    ['J SMITH PAYMENTWP1042', [1042]],
    ['WP1042THANKS', [1042]],
    ['WP01042', [1042]],
    ['WP1042 and WP1043', [1042, 1043]],
    ['WP1042 wp 1042', [1042]],
    ['INV 1042', []],
    ['WP', []],
    ['WP0', []],
    ['12WP1042', []],
    ['WP 10421042104210', []],
    ['WP - - 1042', []],
  ])('%j -> %j', (text, numbers) => {
    expect(findOrderReferences(text)).toEqual(numbers);
  });

  it('finds every reference the shop hands out', () => {
    for (const id of [1, 42, 1042, 999_999]) {
      expect(findOrderReferences(`Paid ${orderPaymentReference(id)} ok`)).toEqual([id]);
    }
  });
});

describe('payerIsCustomer', () => {
  const order = (customerName: string, companyName: string | null = null): CandidateOrder => ({
    id: 1,
    balanceDuePence: 100,
    customerName,
    companyName,
    status: 'confirmed',
  });

  it.each([
    ['J SMITH', 'John Smith', true],
    ['SMITH J', 'John Smith', true],
    ['MR JOHN SMITH', 'John Smith', true],
    ['john smith', 'John Smith', true],
    ['A SMITH', 'John Smith', false],
    ['J SMYTH', 'John Smith', false],
    ['SMITH', 'John Smith', false],
    ['JOHN', 'John Smith', false],
  ])('%j is %j: %j', (payer, name, expected) => {
    expect(payerIsCustomer(payer, order(name))).toBe(expected);
  });

  it('knows the company', () => {
    expect(payerIsCustomer('ACME FARMS LTD', order('Jane Doe', 'Acme Farms Ltd'))).toBe(true);
    expect(payerIsCustomer('ACME LTD', order('Jane Doe', 'Acme Farms Ltd'))).toBe(false);
  });
});

describe('matchCredits', () => {
  const orders: CandidateOrder[] = [
    { id: 1042, balanceDuePence: 61050, customerName: 'John Smith', status: 'confirmed' },
    { id: 1043, balanceDuePence: 128100, customerName: 'Anne Jones', status: 'confirmed' },
    { id: 1044, balanceDuePence: 32025, customerName: 'Mira Patel', status: 'pending' },
    { id: 1045, balanceDuePence: 32025, customerName: 'Mira Patel', status: 'confirmed' },
    { id: 1046, balanceDuePence: 50000, customerName: 'Tom Brown', status: 'cancelled' },
    { id: 1047, balanceDuePence: 0, customerName: 'Paid Already', status: 'confirmed' },
    { id: 1048, balanceDuePence: 70000, customerName: 'Ruth Green', status: 'confirmed' },
  ];
  const credit = (
    amountPence: number,
    text: string,
    payer: string | null = null,
  ): StatementCredit => ({
    lineNumber: 1,
    amountPence,
    text,
    payer,
  });
  const matchOf = (...credits: StatementCredit[]) =>
    matchCredits(credits, orders).map((m) => m.match);

  it.each<[string, StatementCredit, unknown]>([
    [
      'the amount due with the reference',
      credit(61050, 'J SMITH WP1042'),
      { kind: 'exact', orderId: 1042 },
    ],
    [
      'less than due',
      credit(50000, 'wp-1043'),
      { kind: 'part_payment', orderId: 1043, stillDuePence: 78100 },
    ],
    [
      'more than due',
      credit(130000, 'WP 1043'),
      { kind: 'overpayment', orderId: 1043, overPence: 1900 },
    ],
    [
      'a paid order paid again',
      credit(100, 'WP1047'),
      { kind: 'overpayment', orderId: 1047, overPence: 100 },
    ],
    ['a cancelled order', credit(50000, 'WP1046'), { kind: 'cancelled_order', orderId: 1046 }],
    [
      'an order that does not exist',
      credit(50000, 'WP9999'),
      { kind: 'order_not_found', orderId: 9999 },
    ],
    [
      'two references',
      credit(50000, 'WP1042 WP1043'),
      { kind: 'ambiguous', orderIds: [1042, 1043] },
    ],
    [
      'no reference, amount and name',
      credit(70000, 'BANK GIRO', 'R GREEN'),
      { kind: 'by_amount_and_name', orderId: 1048 },
    ],
    [
      'no reference, name in the description',
      credit(70000, 'GREEN R PELLETS'),
      { kind: 'by_amount_and_name', orderId: 1048 },
    ],
    [
      'no reference, amount of two orders of one customer',
      credit(32025, 'M PATEL'),
      { kind: 'ambiguous', orderIds: [1044, 1045] },
    ],
    ['no reference, amount but another name', credit(70000, 'T BROWN'), { kind: 'unmatched' }],
    ['no reference, name but another amount', credit(70001, 'R GREEN'), { kind: 'unmatched' }],
    [
      'no reference to a cancelled order by amount',
      credit(50000, 'T BROWN'),
      { kind: 'unmatched' },
    ],
  ])('%s', (_name, given, expected) => {
    expect(matchOf(given)).toEqual([expected]);
  });

  it('takes each payment off its order before the next line', () => {
    expect(matchOf(credit(61050, 'WP1042'), credit(61050, 'WP1042'))).toEqual([
      { kind: 'exact', orderId: 1042 },
      { kind: 'overpayment', orderId: 1042, overPence: 61050 },
    ]);
    expect(matchOf(credit(28100, 'WP1043'), credit(100000, 'WP1043'))).toEqual([
      { kind: 'part_payment', orderId: 1043, stillDuePence: 100000 },
      { kind: 'exact', orderId: 1043 },
    ]);
    // Paid by reference: no longer owing, so not a candidate by amount.
    expect(matchOf(credit(70000, 'WP1048'), credit(70000, 'R GREEN'))[1]).toEqual({
      kind: 'unmatched',
    });
    // The rest of a part payment is found by amount and name.
    expect(matchOf(credit(20000, 'WP1048'), credit(50000, 'RUTH GREEN'))[1]).toEqual({
      kind: 'by_amount_and_name',
      orderId: 1048,
    });
  });

  it('keeps the statement line with its match', () => {
    const [matched] = matchCredits(
      [{ lineNumber: 7, amountPence: 61050, text: 'WP1042', payer: 'J SMITH' }],
      orders,
    );
    expect(matched).toEqual({
      lineNumber: 7,
      amountPence: 61050,
      text: 'WP1042',
      payer: 'J SMITH',
      match: { kind: 'exact', orderId: 1042 },
    });
  });

  it('looks orders up by index, never by scanning them for each line', () => {
    // A proxy counts every read of the orders array after indexing: linear work reads it once
    // (to build the indexes), whatever the number of lines.
    const many = Array.from({ length: 2000 }, (_, i): CandidateOrder => ({
      id: i + 1,
      balanceDuePence: 1000 + i,
      customerName: `Customer ${i}`,
      status: 'confirmed',
    }));
    let reads = 0;
    const counted = new Proxy(many, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const credits = Array.from({ length: 500 }, (_, i) =>
      credit(1000 + i, i % 2 ? `WP${i + 1}` : 'X Y'),
    );
    const matched = matchCredits(credits, counted);
    expect(matched.filter((m) => m.match.kind === 'exact')).toHaveLength(250);
    // Two passes to build the indexes, none per line.
    expect(reads).toBeLessThanOrEqual(many.length * 3);
  });
});
