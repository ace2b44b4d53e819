import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  firstOfMonth,
  firstOfNextMonth,
  londonDay,
  mondayOf,
  startOfLondonDay,
} from './london-calendar.ts';

describe('London days', () => {
  it.each([
    ['2026-01-15T23:30:00Z', '2026-01-15'], // winter: London is on UTC
    ['2026-07-01T23:30:00Z', '2026-07-02'], // summer: already the next day in London
    ['2026-03-29T00:59:59Z', '2026-03-29'],
    ['2026-10-24T23:00:00Z', '2026-10-25'],
  ])('%s falls on %s in London', (instant, day) => {
    expect(londonDay(new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-01-15', '2026-01-15T00:00:00.000Z'],
    ['2026-07-02', '2026-07-01T23:00:00.000Z'],
    ['2026-03-29', '2026-03-29T00:00:00.000Z'], // clocks go forward at 01:00 that day
    ['2026-03-30', '2026-03-29T23:00:00.000Z'],
    ['2026-10-25', '2026-10-24T23:00:00.000Z'], // clocks go back at 02:00 BST that day
    ['2026-10-26', '2026-10-26T00:00:00.000Z'],
  ])('%s begins at %s', (day, instant) => {
    expect(startOfLondonDay(day).toISOString()).toBe(instant);
  });

  it('refuses what is not an ISO date', () => {
    expect(() => startOfLondonDay('15/01/2026')).toThrow(RangeError);
  });
});

describe('calendar steps', () => {
  it('counts days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday
    ['2026-11-24', '2026-11-23'],
    ['2026-11-29', '2026-11-23'], // a Sunday ends the week
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday);
  });

  it('finds the month around a day', () => {
    expect(firstOfMonth('2026-11-24')).toBe('2026-11-01');
    expect(firstOfNextMonth('2026-12-24')).toBe('2027-01-01');
  });

  it('adds years, 29 February included', () => {
    expect(addYears('2025-04-06', 2)).toBe('2027-04-06');
    expect(addYears('2024-02-29', 1)).toBe('2025-03-01');
  });
});
