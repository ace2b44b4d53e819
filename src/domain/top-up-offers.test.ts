import { describe, expect, it } from 'vitest';
import type { DeliveryRound } from './delivery-rounds.ts';
import {
  spareLorryDays,
  topUpIneligibility,
  type IneligibleReason,
  type TopUpCandidate,
} from './top-up-offers.ts';

const round = (id: number, areas: string[], weekdays: number[]): DeliveryRound => ({
  id,
  name: `Round ${id}`,
  depot: 'Scunthorpe',
  areas,
  weekdays,
  capacityTonnes: 10,
  lorries: 1,
  enabled: true,
});
// 2026-12-09 is a Wednesday (3).
const ROUNDS = [round(1, ['DN'], [3]), round(2, ['LN'], [3]), round(3, ['DN15'], [4])];
const OFFER = { roundId: 1, date: '2026-12-09' };

const candidate = (change: Partial<TopUpCandidate> = {}): TopUpCandidate => ({
  customerId: 7,
  lastOrder: { postcode: 'DN1 2AB', placedOn: '2026-10-01' },
  awaitingDelivery: false,
  alreadyOffered: false,
  ...change,
});

describe('topUpIneligibility', () => {
  const cases: [string, TopUpCandidate, IneligibleReason | null][] = [
    ['a regular on the round, last order long delivered', candidate(), null],
    [
      'exactly 28 days since the last order',
      candidate({ lastOrder: { postcode: 'DN1 2AB', placedOn: '2026-11-11' } }),
      null,
    ],
    [
      '27 days since the last order',
      candidate({ lastOrder: { postcode: 'DN1 2AB', placedOn: '2026-11-12' } }),
      'ordered-recently',
    ],
    ['no order yet', candidate({ lastOrder: null }), 'no-order'],
    [
      'last order to another round',
      candidate({ lastOrder: { postcode: 'LN2 1AA', placedOn: '2026-10-01' } }),
      'not-on-round',
    ],
    // DN15 is carved out onto round 3, which runs Thursdays only.
    [
      'a district carved out onto another round',
      candidate({ lastOrder: { postcode: 'DN15 6AA', placedOn: '2026-10-01' } }),
      'not-on-round',
    ],
    [
      'an unreadable postcode',
      candidate({ lastOrder: { postcode: 'nowhere', placedOn: '2026-10-01' } }),
      'not-on-round',
    ],
    ['an order still to be delivered', candidate({ awaitingDelivery: true }), 'awaiting-delivery'],
    ['already sent this offer', candidate({ alreadyOffered: true }), 'already-offered'],
  ];
  it.each(cases)('%s', (_name, given, expected) => {
    expect(topUpIneligibility(given, OFFER, ROUNDS)).toBe(expected);
  });
});

describe('spareLorryDays', () => {
  it('lists the running days with room, leaving out full and closed ones', () => {
    const days = spareLorryDays({
      rounds: [round(1, ['DN'], [3])],
      closedDays: [{ date: '2026-12-16', roundId: 1, reason: 'Lorry in for service' }],
      bookedTonnes: (_id, date) => (date === '2026-12-02' ? 10 : date === '2026-12-09' ? 6.5 : 0),
      today: '2026-11-27',
      days: 21,
    });
    expect(days.map((d) => [d.date, d.spareTonnes])).toEqual([['2026-12-09', 3.5]]);
  });
});
