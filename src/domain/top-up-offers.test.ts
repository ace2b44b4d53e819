import { describe, expect, it } from 'vitest';
import type { DeliveryRound } from './delivery-rounds.ts';
import { addDays } from './london-calendar.ts';
import { estimateStore } from './store-estimate.ts';
import {
  spareLorryDays,
  topUpIneligibility,
  verdictTurnsOnStore,
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
const OFFER = { roundId: 1, date: '2026-12-09', tonnes: 2 };
/** Two orders of 3 t `daysApart` days apart, the last on `lastOn`. */
const RHYTHM = (lastOn: string, daysApart: number) =>
  estimateStore([
    { orderId: 1, placedOn: addDays(lastOn, -daysApart), tonnes: 3 },
    { orderId: 2, placedOn: lastOn, tonnes: 3 },
  ]);

const candidate = (change: Partial<TopUpCandidate> = {}): TopUpCandidate => ({
  customerId: 7,
  lastOrder: { postcode: 'DN1 2AB', placedOn: '2026-10-01' },
  store: null,
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
    [
      'a heavy burner (0.1 t a day) 20 days after ordering: room for the 2 t offered',
      candidate({
        lastOrder: { postcode: 'DN1 2AB', placedOn: '2026-11-19' },
        store: RHYTHM('2026-11-19', 30),
      }),
      null,
    ],
    [
      'a light burner (0.03 t a day) 66 days after ordering: 1.98 t, no room yet for 2 t',
      candidate({
        lastOrder: { postcode: 'DN1 2AB', placedOn: '2026-10-04' },
        store: RHYTHM('2026-10-04', 100),
      }),
      'no-room',
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

  // Every case, with no rhythm and with a rhythm that leaves room or none: a customer whose
  // verdict is said not to turn on their store is refused whatever their store.
  const stores = [null, RHYTHM('2026-11-19', 30), RHYTHM('2026-10-04', 100)];
  it.each(cases)('reads the store only where it may decide: %s', (_name, given) => {
    const verdicts = stores.map((store) => topUpIneligibility({ ...given, store }, OFFER, ROUNDS));
    const refusedWhateverTheStore = !verdicts.includes(null);
    expect(verdictTurnsOnStore(given, OFFER, ROUNDS) || refusedWhateverTheStore).toBe(true);
  });

  it.each([
    ['a regular on the round', candidate(), true],
    [
      'ordered 27 days ago: a rhythm may show room',
      candidate({ lastOrder: { postcode: 'DN1 2AB', placedOn: '2026-11-12' } }),
      true,
    ],
    [
      'on another round',
      candidate({ lastOrder: { postcode: 'LN2 1AA', placedOn: '2026-10-01' } }),
      false,
    ],
    ['no order yet', candidate({ lastOrder: null }), false],
    ['already sent this offer', candidate({ alreadyOffered: true }), false],
    ['an order still to be delivered', candidate({ awaitingDelivery: true }), false],
  ])('says whether the store may decide: %s', (_name, given, expected) => {
    expect(verdictTurnsOnStore(given, OFFER, ROUNDS)).toBe(expected);
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

  it('leaves out the days no lorry goes out on yet, and those with less room than an offer', () => {
    const days = spareLorryDays({
      rounds: [round(1, ['DN'], [1, 2, 3, 4, 5])],
      closedDays: [],
      // Monday 30 November empty, Tuesday 1 December 9.5 t of 10, Wednesday 2 December 4 t.
      bookedTonnes: (_id, date) => (date === '2026-12-01' ? 9.5 : date === '2026-12-02' ? 4 : 0),
      today: '2026-11-29',
      days: 7,
    });
    expect(days.map((d) => [d.date, d.bookedTonnes, d.spareTonnes])).toEqual([
      ['2026-12-02', 4, 6],
    ]);
  });
});
