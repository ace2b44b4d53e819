import { describe, expect, it } from 'vitest';
import type { DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { filterRounds, pageOf } from './round-filter.ts';

const round = (
  id: number,
  name: string,
  areas: string[],
  weekdays: number[],
  enabled = true,
): DeliveryRoundEntry => ({
  id,
  name,
  depot: id === 3 ? 'Lincoln yard' : 'Scunthorpe',
  areas,
  weekdays,
  capacityTonnes: 28,
  lorries: 1,
  enabled,
});

const ROUNDS = [
  round(1, 'Sheffield', ['S'], [2, 4]),
  round(2, 'Doncaster', ['DN'], [1, 3]),
  round(3, 'Lincoln', ['LN'], [3], false),
  round(4, 'Doncaster Saturdays', ['DN15'], [6]),
];
const names = (rounds: DeliveryRoundEntry[]) => rounds.map((r) => r.name);

describe('filterRounds', () => {
  it('lists every round by name without filters', () => {
    expect(names(filterRounds(ROUNDS, {}))).toEqual([
      'Doncaster',
      'Doncaster Saturdays',
      'Lincoln',
      'Sheffield',
    ]);
  });

  it('finds rounds by name, depot or the start of an area', () => {
    expect(names(filterRounds(ROUNDS, { search: 'saturdays' }))).toEqual(['Doncaster Saturdays']);
    expect(names(filterRounds(ROUNDS, { search: 'dn15' }))).toEqual(['Doncaster Saturdays']);
    expect(names(filterRounds(ROUNDS, { search: 'DN' }))).toEqual([
      'Doncaster',
      'Doncaster Saturdays',
    ]);
    expect(names(filterRounds(ROUNDS, { search: ' lincoln yard ' }))).toEqual(['Lincoln']);
    expect(filterRounds(ROUNDS, { search: 'Leeds' })).toEqual([]);
  });

  it('keeps the rounds that run on a weekday, or are enabled or disabled', () => {
    expect(names(filterRounds(ROUNDS, { weekday: 3 }))).toEqual(['Doncaster', 'Lincoln']);
    expect(names(filterRounds(ROUNDS, { weekday: 3, status: 'enabled' }))).toEqual(['Doncaster']);
    expect(names(filterRounds(ROUNDS, { status: 'disabled' }))).toEqual(['Lincoln']);
  });
});

describe('pageOf', () => {
  it('answers the page asked for, the last one short', () => {
    const items = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageOf(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageOf(items, 3, 10)).toEqual([21, 22, 23]);
    expect(pageOf(items, 4, 10)).toEqual([]);
  });
});
