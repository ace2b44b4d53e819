import { describe, expect, it } from 'vitest';
import {
  bookedTonnesLookup,
  bookingProblem,
  deliveryDays,
  earliestDelivery,
  earliestDeliveryMessage,
  formatLongUkDate,
  isoWeekday,
  MAX_CAPACITY_TONNES,
  roundProblems,
  roundServing,
  roundsServing,
  type ClosedDay,
  type DeliveryRound,
  type DeliveryRoundsInput,
} from './delivery-rounds.ts';

const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const WEEKDAYS = [MON, TUE, WED, THU, FRI];

let nextId = 100;
const round = (fields: Partial<DeliveryRound>): DeliveryRound => ({
  id: nextId++,
  name: 'A round',
  depot: 'Scunthorpe',
  areas: ['DN'],
  weekdays: [TUE],
  capacityTonnes: 10,
  lorries: 1,
  enabled: true,
  ...fields,
});

// Two lorries of 10 t go round DN on Tuesdays and Thursdays, but DN15 and DN16 (Scunthorpe
// itself) have their own round on Mondays and Wednesdays.
const DN_NORTH = round({
  id: 1,
  name: 'Scunthorpe North',
  areas: ['DN'],
  weekdays: [TUE, THU],
  lorries: 2,
});
const DN_TOWN = round({
  id: 2,
  name: 'Scunthorpe Town',
  areas: ['DN15', 'DN16'],
  weekdays: [MON, WED],
});
const LINCOLN = round({
  id: 3,
  name: 'Lincoln',
  depot: 'Lincoln',
  areas: ['LN'],
  weekdays: WEEKDAYS,
  capacityTonnes: 28,
});
// LN is Lincoln's too, but this round is disabled: it serves neither LN nor IV.
const HIGHLANDS = round({
  id: 4,
  name: 'Highlands',
  areas: ['LN', 'IV'],
  weekdays: WEEKDAYS,
  enabled: false,
});
const EDINBURGH = round({
  id: 5,
  name: 'Edinburgh',
  depot: 'Grangemouth',
  areas: ['EH'],
  weekdays: WEEKDAYS,
});
const BELFAST = round({ id: 6, name: 'Belfast', depot: 'Belfast', areas: ['BT'], weekdays: [TUE] });
const ROUNDS = [DN_NORTH, DN_TOWN, LINCOLN, HIGHLANDS, EDINBURGH, BELFAST];

const NO_BOOKINGS = bookedTonnesLookup([]);

/** Friday 27 November 2026, three working days' notice: in England from Wednesday 2 December. */
const base: DeliveryRoundsInput = {
  rounds: ROUNDS,
  closedDays: [],
  bookedTonnes: NO_BOOKINGS,
  postcode: 'DN21 1AA',
  tonnes: 12,
  today: '2026-11-27',
  leadTimeWorkingDays: 3,
  horizonDays: 14,
};

const dates = (input: Partial<DeliveryRoundsInput>) =>
  deliveryDays({ ...base, ...input }).map((day) => day.date);

describe('roundsServing', () => {
  it.each([
    ['DN21 1AA', [1], 'a round listing the area serves its districts'],
    ['DN15 8QQ', [2], 'a round listing the district beats the one listing its area'],
    ['dn16 1aa', [2], 'postcodes are read however they are typed'],
    ['LN1 1AA', [3], 'a disabled round never serves'],
    ['IV1 1AA', [], 'an area only a disabled round lists has no round'],
    ['S1 1AA', [], 'an area no round lists has no round'],
    ['not a postcode', [], 'nothing serves what is not a postcode'],
  ])('%s: %j (%s)', (postcode, ids) => {
    expect(roundsServing(ROUNDS, postcode).map((r) => r.id)).toEqual(ids);
  });

  it('matches areas exactly: B is Birmingham, not Bath (BA)', () => {
    const bath = round({ id: 7, areas: ['BA'] });
    expect(roundsServing([bath], 'B1 1AA')).toEqual([]);
    expect(roundsServing([bath], 'BA1 1AA')).toEqual([bath]);
  });

  it("reads a round's areas however they were typed", () => {
    const sloppy = round({ id: 8, areas: [' dn 15 '] });
    expect(roundsServing([sloppy], 'DN15 8QQ')).toEqual([sloppy]);
  });

  it("serves London's split districts from the most specific round: W1A, then W1, then W", () => {
    const w = round({ id: 10, areas: ['W'] });
    const w1 = round({ id: 11, areas: ['W1'] });
    const w1a = round({ id: 12, areas: ['W1A'] });
    expect(roundsServing([w, w1], 'W1A 1AA')).toEqual([w1]);
    expect(roundsServing([w, w1, w1a], 'W1A 1AA')).toEqual([w1a]);
    expect(roundsServing([w, w1, w1a], 'W2 1AA')).toEqual([w]);
  });

  it('gives every round of the most specific level, in the order given', () => {
    const tuesdays = round({ id: 20, areas: ['DN'], weekdays: [TUE] });
    const fridays = round({ id: 21, areas: ['DN'], weekdays: [FRI] });
    expect(roundsServing([tuesdays, fridays], 'DN21 1AA')).toEqual([tuesdays, fridays]);
  });

  it('leaves a disabled district round out, so the area round serves the district again', () => {
    const town = { ...DN_TOWN, enabled: false };
    expect(roundsServing([DN_NORTH, town], 'DN15 8QQ')).toEqual([DN_NORTH]);
  });
});

describe('roundServing', () => {
  it.each([
    ['DN21 1AA', undefined, 1],
    ['DN21 1AA', TUE, 1],
    ['DN21 1AA', MON, null],
    ['DN15 8QQ', MON, 2],
    // The district's round takes DN15 on every weekday, not only its own.
    ['DN15 8QQ', TUE, null],
    ['IV1 1AA', undefined, null],
  ])('%s on weekday %s: round %s', (postcode, weekday, id) => {
    expect(roundServing(ROUNDS, postcode, weekday)?.id ?? null).toBe(id);
  });
});

describe('deliveryDays', () => {
  it("offers a round's weekdays from the first day after the notice", () => {
    // Wednesday 2 December to Tuesday 15 December.
    expect(dates({})).toEqual(['2026-12-03', '2026-12-08', '2026-12-10', '2026-12-15']);
    expect(dates({ postcode: 'DN15 8QQ' })).toEqual([
      '2026-12-02',
      '2026-12-07',
      '2026-12-09',
      '2026-12-14',
    ]);
  });

  it('counts horizonDays calendar days from the first day, that day included', () => {
    expect(dates({ horizonDays: 13 })).toEqual(['2026-12-03', '2026-12-08', '2026-12-10']);
    expect(dates({ horizonDays: 1 })).toEqual([]); // Wednesday 2 December: no DN21 round
    expect(dates({ horizonDays: 2 })).toEqual(['2026-12-03']);
    expect(dates({ horizonDays: 0 })).toEqual([]);
  });

  it('offers nothing where no round goes', () => {
    expect(dates({ postcode: 'IV1 1AA' })).toEqual([]);
  });

  it("counts the notice in working days of the postcode's nation", () => {
    // St Andrew's Day (Monday 30 November) is a holiday in Scotland only.
    expect(dates({ postcode: 'LN1 1AA', horizonDays: 2 })).toEqual(['2026-12-02', '2026-12-03']);
    expect(dates({ postcode: 'EH1 1AA', horizonDays: 2 })).toEqual(['2026-12-03', '2026-12-04']);
  });

  it('counts a Saturday round once the notice has passed', () => {
    const saturdays = round({ id: 30, areas: ['DN'], weekdays: [SAT] });
    // Wednesday 2 December is the first day, so Saturday 28 November is too soon.
    expect(dates({ rounds: [saturdays], horizonDays: 10 })).toEqual(['2026-12-05']);
  });

  describe("leaves out the bank holidays of the postcode's nation", () => {
    const fridays = [
      round({ id: 40, areas: ['DN'], weekdays: [FRI] }),
      round({ id: 41, areas: ['EH'], weekdays: [FRI] }),
      round({ id: 42, areas: ['BT'], weekdays: [FRI] }),
    ];
    // From Monday 22 December 2025 the first day is Monday 29 December everywhere.
    const around = { rounds: fridays, today: '2025-12-22', horizonDays: 14 };

    it.each([
      ['DN21 1AA', ['2026-01-02', '2026-01-09']],
      // 2 January is a bank holiday in Scotland only.
      ['EH1 1AA', ['2026-01-09']],
      ['BT7 1NN', ['2026-01-02', '2026-01-09']],
    ])('Fridays at %s: %j', (postcode, expected) => {
      expect(dates({ ...around, postcode })).toEqual(expected);
    });

    it.each([
      ['DN21 1AA', ['2026-03-17', '2026-03-24']],
      // St Patrick's Day (Tuesday 17 March 2026): Northern Ireland only.
      ['BT7 1NN', ['2026-03-24']],
    ])('Tuesdays in March at %s: %j', (postcode, expected) => {
      const tuesdays = [DN_NORTH, BELFAST].map((r) => ({ ...r, weekdays: [TUE] }));
      expect(dates({ rounds: tuesdays, postcode, today: '2026-03-09' })).toEqual(expected);
    });
  });

  describe('leaves out closed days, of one round or of all', () => {
    const closedDays: ClosedDay[] = [
      { date: '2026-12-03', roundId: 1, reason: 'Lorry in for its MOT' },
      { date: '2026-12-09', roundId: null, reason: 'Depot stocktake' },
      { date: '2026-12-08', roundId: 2, reason: 'Driver on holiday' },
    ];

    it.each([
      // Thursday 3: North only; Tuesday 8: Town's closure, but Town does not run Tuesdays.
      ['DN21 1AA', ['2026-12-08', '2026-12-10', '2026-12-15']],
      // Wednesday 9: every round.
      ['DN15 8QQ', ['2026-12-02', '2026-12-07', '2026-12-14']],
    ])('%s: %j', (postcode, expected) => {
      expect(dates({ postcode, closedDays })).toEqual(expected);
    });
  });

  describe('room on the lorries', () => {
    // North runs two lorries of 10 t: 20 t a day.
    const day = (booked: number, tonnes: number) =>
      deliveryDays({
        ...base,
        tonnes,
        horizonDays: 2,
        bookedTonnes: bookedTonnesLookup([{ roundId: 1, date: '2026-12-03', tonnes: booked }]),
      })[0];

    it.each([
      [0, 20, 20, true, 'an empty day takes a full load of both lorries'],
      [0, 21, 20, false, 'but not a tonne more'],
      [15, 5, 5, true, 'an order exactly filling the day fits'],
      [15, 6, 5, false, 'one tonne over does not'],
      [20, 1, 0, false, 'a full day takes nothing'],
      [22, 1, 0, false, 'an overbooked day has no room, never less than none'],
      [14.7, 5.3, 5.3, true, 'tenths of a tonne add up exactly'],
    ])('booked %s t, order %s t: %s t spare, fits %s (%s)', (booked, tonnes, spare, fits) => {
      expect(day(booked, tonnes)).toEqual({
        date: '2026-12-03',
        roundId: 1,
        capacityTonnes: 20,
        bookedTonnes: booked,
        spareTonnes: spare,
        fits,
      });
    });

    it("multiplies one lorry's capacity by the lorries that run, in tenths", () => {
      const rounds = [
        round({ id: 50, areas: ['DN'], weekdays: [THU], capacityTonnes: 12.1, lorries: 3 }),
      ];
      expect(deliveryDays({ ...base, rounds, horizonDays: 2 })[0]?.capacityTonnes).toBe(36.3);
    });

    it('offers a date served by two rounds once, on the round with more room', () => {
      const first = round({ id: 60, areas: ['DN'], weekdays: [THU] });
      const second = round({ id: 61, areas: ['DN'], weekdays: [THU] });
      const booked = (a: number, b: number) =>
        bookedTonnesLookup([
          { roundId: 60, date: '2026-12-03', tonnes: a },
          { roundId: 61, date: '2026-12-03', tonnes: b },
        ]);
      const on = (a: number, b: number) =>
        deliveryDays({
          ...base,
          rounds: [first, second],
          horizonDays: 2,
          bookedTonnes: booked(a, b),
        });
      expect(on(8, 2).map((d) => [d.roundId, d.spareTonnes])).toEqual([[61, 8]]);
      expect(on(2, 8).map((d) => [d.roundId, d.spareTonnes])).toEqual([[60, 8]]);
      expect(on(5, 5).map((d) => d.roundId)).toEqual([60]); // the first given when equal
    });

    it('still offers the other round when one of two is closed', () => {
      const first = round({ id: 60, areas: ['DN'], weekdays: [THU] });
      const second = round({ id: 61, areas: ['DN'], weekdays: [THU] });
      const closedDays = [{ date: '2026-12-03', roundId: 60, reason: 'MOT' }];
      const days = deliveryDays({ ...base, rounds: [first, second], closedDays, horizonDays: 2 });
      expect(days.map((d) => d.roundId)).toEqual([61]);
    });
  });
});

describe('bookedTonnesLookup', () => {
  it('adds bookings per round and date, and knows nothing of the rest', () => {
    const booked = bookedTonnesLookup([
      { roundId: 1, date: '2026-12-03', tonnes: 0.1 },
      { roundId: 1, date: '2026-12-03', tonnes: 0.2 },
      { roundId: 2, date: '2026-12-03', tonnes: 5 },
      { roundId: 1, date: '2026-12-08', tonnes: 7 },
    ]);
    expect(booked(1, '2026-12-03')).toBe(0.3);
    expect(booked(2, '2026-12-03')).toBe(5);
    expect(booked(1, '2026-12-08')).toBe(7);
    expect(booked(2, '2026-12-08')).toBe(0);
  });
});

describe('earliestDelivery', () => {
  const snow = (date: string): ClosedDay => ({ date, roundId: null, reason: 'Snow' });
  const bookedTonnes = bookedTonnesLookup([
    { roundId: 1, date: '2026-12-03', tonnes: 15 },
    { roundId: 1, date: '2026-12-08', tonnes: 0 },
  ]);

  it('is the first day with room for the whole order', () => {
    const found = earliestDelivery({ ...base, bookedTonnes, tonnes: 5 });
    expect(found).toEqual({ day: expect.objectContaining({ date: '2026-12-03' }), reason: null });
    expect(earliestDelivery({ ...base, bookedTonnes, tonnes: 12 }).day?.date).toBe('2026-12-08');
  });

  it.each([
    ['IV1 1AA', {}, 'no-round'],
    ['not a postcode', {}, 'no-round'],
    ['IV1 1AA', { horizonDays: 0 }, 'no-round'],
    ['DN21 1AA', { tonnes: 21 }, 'full'],
    ['DN21 1AA', { horizonDays: 1 }, 'full'],
    ['DN21 1AA', { closedDays: ['03', '08', '10', '15'].map((d) => snow(`2026-12-${d}`)) }, 'full'],
  ] as const)('%s with %j: none, %s', (postcode, input, reason) => {
    expect(earliestDelivery({ ...base, ...input, postcode })).toEqual({ day: null, reason });
  });
});

describe('earliestDeliveryMessage', () => {
  it.each([
    ['DN21 1AA', { tonnes: 5 }, 'Earliest delivery: Thursday 3 December'],
    ['DN21 1AA', { tonnes: 12 }, 'Earliest delivery: Tuesday 8 December'],
    ['iv1 1aa', {}, 'We deliver to IV by arrangement: call us'],
    [
      'DN21 1AA',
      { tonnes: 21 },
      'Our lorries to DN are fully booked for the next four weeks: call us and we will find a day',
    ],
  ] as const)('%s with %j: %s', (postcode, input, message) => {
    const bookedTonnes = bookedTonnesLookup([{ roundId: 1, date: '2026-12-03', tonnes: 15 }]);
    const earliest = earliestDelivery({ ...base, bookedTonnes, ...input, postcode });
    expect(earliestDeliveryMessage(earliest, postcode)).toBe(message);
  });
});

describe('bookingProblem', () => {
  // Over 28 days North (DN21) runs Tuesdays and Thursdays: 3, 8, 10, 15, 17, 22, 24, 29 December.
  const input: DeliveryRoundsInput = {
    ...base,
    horizonDays: 28,
    closedDays: [
      { date: '2026-12-10', roundId: 1, reason: 'Lorry in for its MOT' },
      { date: '2026-12-17', roundId: null, reason: 'Depot stocktake' },
    ],
    bookedTonnes: bookedTonnesLookup([
      { roundId: 1, date: '2026-12-03', tonnes: 15 },
      { roundId: 1, date: '2026-12-15', tonnes: 20 },
      { roundId: 1, date: '2026-12-29', tonnes: 20 },
    ]),
  };

  it.each([
    ['DN21 1AA', '2026-12-08', null, null],
    ['DN21 1AA', '2026-12-22', null, null],
    ['DN21 1AA', '2026-02-30', 'invalid-date', 'Please choose a valid date.'],
    [
      'IV1 1AA',
      '2026-12-08',
      'no-round',
      'We deliver to IV by arrangement: please call us to book a day.',
    ],
    [
      'not a postcode',
      '2026-12-08',
      'no-round',
      'We could not find that postcode: please check it, or call us to book a day.',
    ],
    [
      'DN21 1AA',
      '2026-11-26',
      'past',
      'Thursday 26 November has passed: please choose a later day.',
    ],
    [
      'DN21 1AA',
      '2026-11-27',
      'too-soon',
      "We need 3 working days' notice: the earliest we can deliver is Wednesday 2 December.",
    ],
    [
      'DN21 1AA',
      '2026-12-01',
      'too-soon',
      "We need 3 working days' notice: the earliest we can deliver is Wednesday 2 December.",
    ],
    [
      'EH1 1AA',
      '2026-12-02',
      'too-soon',
      "We need 3 working days' notice: the earliest we can deliver is Thursday 3 December.",
    ],
    [
      'DN21 1AA',
      '2026-12-31',
      'too-far',
      'We book deliveries up to 28 days ahead: please choose a day up to Tuesday 29 December.',
    ],
    [
      'DN21 1AA',
      '2026-12-07',
      'not-served',
      'Our lorries come to DN21 on Tuesdays and Thursdays: please choose one of them.',
    ],
    [
      'DN15 8QQ',
      '2026-12-08',
      'not-served',
      'Our lorries come to DN15 on Mondays and Wednesdays: please choose one of them.',
    ],
    [
      'LN1 1AA',
      '2026-12-28',
      'bank-holiday',
      'Monday 28 December is a bank holiday in England and Wales: please choose another day.',
    ],
    [
      'DN21 1AA',
      '2026-12-10',
      'closed',
      'We are not delivering on Thursday 10 December: please choose another day.',
    ],
    [
      'DN21 1AA',
      '2026-12-17',
      'closed',
      'We are not delivering on Thursday 17 December: please choose another day.',
    ],
    [
      'DN21 1AA',
      '2026-12-03',
      'full',
      'Thursday 3 December has room for only 5 tonnes, not 12. The next free day is Tuesday 8 December.',
    ],
    [
      'DN21 1AA',
      '2026-12-15',
      'full',
      'Tuesday 15 December is fully booked. The next free day is Tuesday 22 December.',
    ],
    [
      'DN21 1AA',
      '2026-12-29',
      'full',
      'Tuesday 29 December is fully booked. Please call us and we will find a day.',
    ],
  ])('%s on %s: %s', (postcode, date, code, message) => {
    const problem = bookingProblem({ ...input, postcode, date });
    expect(problem && { code: problem.code, message: problem.message }).toEqual(
      code === null ? null : { code, message },
    );
  });

  it('names the next free day for the calendar to jump to', () => {
    expect(bookingProblem({ ...input, date: '2026-12-03' })?.nextFreeDate).toBe('2026-12-08');
    expect(bookingProblem({ ...input, date: '2026-12-29' })?.nextFreeDate).toBeNull();
  });

  it("says bank holidays by the customer's nation", () => {
    const march = { ...input, today: '2026-03-09', date: '2026-03-17' };
    const problem = bookingProblem({ ...march, postcode: 'BT7 1NN' });
    expect(problem?.message).toBe(
      'Tuesday 17 March is a bank holiday in Northern Ireland: please choose another day.',
    );
    expect(bookingProblem(march)).toBeNull();
  });

  it('speaks of one working day and one tonne in the singular', () => {
    const oneDay = { ...input, leadTimeWorkingDays: 1 };
    expect(bookingProblem({ ...oneDay, date: '2026-11-27' })?.message).toBe(
      "We need 1 working day's notice: the earliest we can deliver is Monday 30 November.",
    );
    const booked = bookedTonnesLookup([{ roundId: 1, date: '2026-12-08', tonnes: 19 }]);
    expect(bookingProblem({ ...input, bookedTonnes: booked, date: '2026-12-08' })?.message).toBe(
      'Tuesday 8 December has room for only 1 tonne, not 12. The next free day is Tuesday 15 December.',
    );
  });

  it('accepts exactly the days deliveryDays offers with room', () => {
    const offered = new Set(
      deliveryDays(input)
        .filter((d) => d.fits)
        .map((d) => d.date),
    );
    for (let day = 1; day <= 31; day += 1) {
      const date = `2026-12-${String(day).padStart(2, '0')}`;
      expect(bookingProblem({ ...input, date }) === null, date).toBe(offered.has(date));
    }
  });
});

describe('roundProblems', () => {
  const good = round({
    id: 70,
    name: 'Goole',
    areas: ['DN14'],
    weekdays: [FRI],
    capacityTonnes: 20,
    lorries: 2,
  });

  it('finds nothing wrong with a good round', () => {
    expect(roundProblems(good, ROUNDS)).toEqual([]);
    const heaviest = { ...good, capacityTonnes: MAX_CAPACITY_TONNES, weekdays: [SAT, 7] };
    expect(roundProblems(heaviest, [])).toEqual([]);
  });

  it.each([
    [{ name: '' }, 'name', 'Please give the round a name.'],
    [{ name: '   ' }, 'name', 'Please give the round a name.'],
    [{ depot: '' }, 'depot', 'Please say which depot the round sets out from.'],
    [{ areas: [] }, 'areas', 'Please list at least one postcode area or district.'],
    [{ areas: [' '] }, 'areas', 'Please list at least one postcode area or district.'],
    [{ areas: ['DN15 8QQ'] }, 'areas', 'DN158QQ is not a postcode area (DN) or district (DN15).'],
    [{ areas: ['QQ'] }, 'areas', 'QQ is not a postcode area (DN) or district (DN15).'],
    [{ areas: ['DN1555'] }, 'areas', 'DN1555 is not a postcode area (DN) or district (DN15).'],
    [
      { areas: ['Doncaster'] },
      'areas',
      'DONCASTER is not a postcode area (DN) or district (DN15).',
    ],
    [{ areas: ['BF'] }, 'areas', 'BF is not an address we can deliver to.'],
    [{ areas: ['BS99'] }, 'areas', 'BS99 is not an address we can deliver to.'],
    [{ areas: ['DN14', 'dn 14'] }, 'areas', 'DN14 is listed more than once.'],
    [{ weekdays: [] }, 'weekdays', 'Please choose at least one weekday.'],
    [{ weekdays: [0] }, 'weekdays', '0 is not a day of the week (1 is Monday, 7 Sunday).'],
    [{ weekdays: [8] }, 'weekdays', '8 is not a day of the week (1 is Monday, 7 Sunday).'],
    [{ weekdays: [1.5] }, 'weekdays', '1.5 is not a day of the week (1 is Monday, 7 Sunday).'],
    [{ weekdays: [FRI, MON, FRI] }, 'weekdays', 'Friday is chosen more than once.'],
    [{ capacityTonnes: 0 }, 'capacityTonnes', 'Capacity must be more than 0 tonnes.'],
    [{ capacityTonnes: -5 }, 'capacityTonnes', 'Capacity must be more than 0 tonnes.'],
    [{ capacityTonnes: Number.NaN }, 'capacityTonnes', 'Capacity must be more than 0 tonnes.'],
    [
      { capacityTonnes: 44.1 },
      'capacityTonnes',
      'Capacity is per lorry, and no lorry on UK roads carries over 44 tonnes.',
    ],
    [{ lorries: 0 }, 'lorries', 'Lorries must be a whole number, at least 1.'],
    [{ lorries: 1.5 }, 'lorries', 'Lorries must be a whole number, at least 1.'],
  ] as const)('%j: %s: %s', (fields, field, message) => {
    const problems = roundProblems({ ...good, ...fields } as DeliveryRound, []);
    expect(problems).toEqual([{ field, message }]);
  });

  it('accepts areas and districts as people type them', () => {
    expect(roundProblems({ ...good, areas: ['dn', ' W1A ', 'ec1a', 'B'] }, [])).toEqual([]);
  });

  describe('overlap with another enabled round', () => {
    const north = round({ id: 80, name: 'Scunthorpe North', areas: ['DN'], weekdays: [TUE, THU] });
    const problemsOf = (fields: Partial<DeliveryRound>, others = [north]) =>
      roundProblems({ ...good, ...fields }, others).map((p) => `${p.field}: ${p.message}`);
    const clash = (areas: string, days: string) =>
      `areas: Scunthorpe North already delivers to ${areas} on ${days}: a postcode can have only one round a day.`;

    it.each([
      ['the same area, same weekday', { areas: ['DN'], weekdays: [TUE] }, [clash('DN', 'Tuesday')]],
      [
        'a district of its area, same weekday',
        { areas: ['DN14'], weekdays: [THU] },
        [clash('DN', 'Thursday')],
      ],
      [
        'every shared weekday, named once',
        { areas: ['DN14', 'DN15'], weekdays: [THU, MON, TUE] },
        [clash('DN', 'Tuesday and Thursday')],
      ],
      ['the same area on other weekdays', { areas: ['DN'], weekdays: [MON, WED, FRI] }, []],
      ['a district of its area on another weekday', { areas: ['DN14'], weekdays: [FRI] }, []],
      ['another area, same weekday', { areas: ['LN'], weekdays: [TUE] }, []],
      ['an area that only starts like it', { areas: ['D'], weekdays: [TUE] }, []],
      ['itself, as saved before', { id: 80, areas: ['DN'], weekdays: [TUE] }, []],
      ['while this round is disabled', { areas: ['DN'], weekdays: [TUE], enabled: false }, []],
    ])('%s', (_, fields, expected) => {
      expect(problemsOf(fields)).toEqual(expected);
    });

    it('counts an area round against its districts too, naming them', () => {
      const town = round({
        id: 81,
        name: 'Scunthorpe Town',
        areas: ['DN15', 'DN16', 'LN1'],
        weekdays: [MON],
      });
      expect(problemsOf({ areas: ['DN'], weekdays: [MON] }, [town])).toEqual([
        'areas: Scunthorpe Town already delivers to DN15 and DN16 on Monday: a postcode can have only one round a day.',
      ]);
    });

    it("counts London's split districts under their parent district", () => {
      const w1 = round({ id: 82, name: 'West End', areas: ['W1'], weekdays: [WED] });
      expect(problemsOf({ areas: ['w1a'], weekdays: [WED] }, [w1])).toHaveLength(1);
      expect(problemsOf({ areas: ['W10'], weekdays: [WED] }, [w1])).toEqual([]);
    });

    it('ignores disabled rounds, and names each round it overlaps', () => {
      const disabled = { ...north, id: 83, name: 'Old North', enabled: false };
      const south = round({ id: 84, name: 'Doncaster', areas: ['DN4'], weekdays: [TUE] });
      expect(
        roundProblems({ ...good, areas: ['DN'], weekdays: [TUE] }, [disabled, north, south]).map(
          (p) => p.message.split(' already')[0],
        ),
      ).toEqual(['Scunthorpe North', 'Doncaster']);
    });
  });
});

describe('formatLongUkDate', () => {
  it.each([
    ['2026-12-08', 'Tuesday 8 December'],
    ['2027-01-01', 'Friday 1 January'],
    ['2026-03-29', 'Sunday 29 March'], // the clocks go forward: still the same day
    ['not a date', 'not a date'],
  ])('%s -> %s', (date, expected) => {
    expect(formatLongUkDate(date)).toBe(expected);
  });
});

describe('isoWeekday', () => {
  it.each([
    ['2026-11-30', MON],
    ['2026-12-04', FRI],
    ['2026-12-05', SAT],
    ['2026-12-06', 7],
  ])('%s is day %s', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });
});
