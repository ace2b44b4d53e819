import { describe, expect, it } from 'vitest';

import {
  RoundFormSchema,
  roundFormDefaults,
  weekdaysText,
} from '#client/admin/features/deliveries/round-form.ts';

const filled = {
  name: 'Humber',
  depot: 'Scunthorpe',
  areas: 'dn15, HU  LN12',
  weekdays: ['2', '4'],
  capacityTonnes: '26.5',
  lorries: '2',
  enabled: true,
};

describe('the round form', () => {
  it('sends areas as a list and weekdays and numbers as numbers', () => {
    expect(RoundFormSchema.parse(filled)).toEqual({
      ...filled,
      areas: ['dn15', 'HU', 'LN12'],
      weekdays: [2, 4],
      capacityTonnes: 26.5,
      lorries: 2,
    });
  });

  it('takes one ticked weekday (a string) or none (false)', () => {
    expect(RoundFormSchema.parse({ ...filled, weekdays: '6' }).weekdays).toEqual([6]);
    const none = RoundFormSchema.safeParse({ ...filled, weekdays: false });
    expect(none.error?.issues[0]?.message).toBe('Please choose at least one weekday.');
  });

  it('leaves the rules of a round to the server: a zero capacity is sent', () => {
    expect(RoundFormSchema.parse({ ...filled, capacityTonnes: '0' }).capacityTonnes).toBe(0);
    expect(RoundFormSchema.safeParse({ ...filled, capacityTonnes: '' }).success).toBe(false);
  });

  it('starts a new round from Scunthorpe with one lorry of the default load', () => {
    expect(roundFormDefaults(null)).toMatchObject({
      depot: 'Scunthorpe',
      capacityTonnes: '28',
      lorries: '1',
      weekdays: [],
    });
  });

  it('names weekdays in the week order', () => {
    expect(weekdaysText([5, 1, 3])).toBe('Mon, Wed, Fri');
  });
});
