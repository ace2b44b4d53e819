import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REMINDER_DAYS,
  dueReminders,
  parseReminderSteps,
  type ReminderInvoice,
  type ReminderSteps,
} from './overdue-reminders.ts';

const invoice = (overrides: Partial<ReminderInvoice> = {}): ReminderInvoice => ({
  orderId: 1042,
  // Due 31 Dec 2026 (30 days' terms).
  issueDate: '2026-12-01',
  termsDays: 30,
  balanceDuePence: 61050,
  orderStatus: 'confirmed',
  stepsSent: [],
  ...overrides,
});

const stepsOn = (
  today: string,
  overrides: Partial<ReminderInvoice> = {},
  steps: ReminderSteps = DEFAULT_REMINDER_DAYS,
) => dueReminders([invoice(overrides)], today, steps).map((r) => r.step);

describe('dueReminders', () => {
  it.each([
    ['2026-12-31', []],
    ['2027-01-06', []],
    ['2027-01-07', [7]],
    ['2027-01-20', [7]],
    ['2027-01-21', [21]],
    ['2027-06-01', [21]],
  ])('with nothing sent, on %s sends %j', (today, steps) => {
    expect(stepsOn(today)).toEqual(steps);
  });

  it('says which step, the due date and how late', () => {
    expect(dueReminders([invoice()], '2027-01-08', [7, 21])).toEqual([
      { orderId: 1042, step: 7, dueDate: '2026-12-31', daysOverdue: 8 },
    ]);
  });

  it('never sends a step twice', () => {
    expect(stepsOn('2027-01-08', { stepsSent: [7] })).toEqual([]);
    expect(stepsOn('2027-01-21', { stepsSent: [7] })).toEqual([21]);
    expect(stepsOn('2027-02-21', { stepsSent: [7, 21] })).toEqual([]);
  });

  it('a late job sends only the latest step, and never an earlier one after it', () => {
    expect(stepsOn('2027-01-25')).toEqual([21]);
    expect(stepsOn('2027-01-25', { stepsSent: [21] })).toEqual([]);
  });

  it('never reminds a paid or cancelled order', () => {
    expect(stepsOn('2027-01-07', { balanceDuePence: 0 })).toEqual([]);
    expect(stepsOn('2027-01-07', { balanceDuePence: -100 })).toEqual([]);
    expect(stepsOn('2027-01-07', { orderStatus: 'cancelled' })).toEqual([]);
  });

  it('reminds a part-paid order', () => {
    expect(stepsOn('2027-01-07', { balanceDuePence: 1 })).toEqual([7]);
  });

  it('sends nothing when reminders are off', () => {
    expect(dueReminders([invoice()], '2027-06-01', 'off')).toEqual([]);
  });

  it('follows the business steps, across month and leap days', () => {
    expect(stepsOn('2028-03-01', { issueDate: '2028-01-30', termsDays: 30 }, [1])).toEqual([1]);
    expect(stepsOn('2028-02-29', { issueDate: '2028-01-30', termsDays: 30 }, [1])).toEqual([]);
    expect(stepsOn('2027-01-31', {}, [3, 14, 30])).toEqual([30]);
  });
});

describe('parseReminderSteps', () => {
  it.each([
    ['7,21', [7, 21]],
    [' 21, 7 ', [7, 21]],
    ['14', [14]],
    ['7 7 30', [7, 30]],
    ['off', 'off'],
    ['OFF', 'off'],
    ['', [7, 21]],
    [null, [7, 21]],
    ['0', [7, 21]],
    ['seven', [7, 21]],
    ['7,-1', [7, 21]],
  ])('%j -> %j', (value, steps) => {
    expect(parseReminderSteps(value)).toEqual(steps);
  });
});
