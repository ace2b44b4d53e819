import { describe, expect, it } from 'vitest';
import {
  accountsToDelete,
  emailsToDelete,
  invoiceKeptUntil,
  isOrderErasureDue,
  monthsBefore,
  RETENTION_DEFAULTS,
  retentionCutoffs,
  type OrderRetentionFacts,
} from './retention.ts';

const NOW = new Date('2026-11-27T03:00:00Z');
const cutoffs = retentionCutoffs(RETENTION_DEFAULTS, NOW);

describe('retentionCutoffs', () => {
  it('counts the defaults back from the clock', () => {
    expect(cutoffs).toEqual({
      invoicedBefore: new Date('2020-11-27T03:00:00Z'),
      uninvoicedBefore: new Date('2024-11-27T03:00:00Z'),
      inactiveBefore: null,
      sentEmailsBefore: new Date('2026-10-28T03:00:00Z'),
      auditBefore: new Date('2024-11-27T03:00:00Z'),
    });
  });

  it('deletes no account while the inactive period is off, and counts months when on', () => {
    const on = retentionCutoffs({ ...RETENTION_DEFAULTS, inactiveAccountMonths: 36 }, NOW);
    expect(on.inactiveBefore).toEqual(new Date('2023-11-27T03:00:00Z'));
  });
});

describe('monthsBefore', () => {
  it.each([
    ['2026-03-31T12:00:00Z', 1, '2026-02-28T12:00:00Z'],
    ['2028-03-31T12:00:00Z', 1, '2028-02-29T12:00:00Z'],
    ['2026-01-15T00:00:00Z', 13, '2024-12-15T00:00:00Z'],
    ['2026-11-27T03:00:00Z', 0, '2026-11-27T03:00:00Z'],
    ['2020-02-29T09:00:00Z', -72, '2026-02-28T09:00:00Z'],
  ])('%s less %i months is %s', (from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(
      new Date(expected).toISOString(),
    );
  });

  it('keeps an invoice 6 years from its date', () => {
    expect(invoiceKeptUntil(new Date('2020-06-01T10:00:00Z'), 6)).toEqual(
      new Date('2026-06-01T10:00:00Z'),
    );
  });
});

const order = (overrides: Partial<OrderRetentionFacts>): OrderRetentionFacts => ({
  id: 1,
  status: 'confirmed',
  deliveryStatus: 'delivered',
  updatedAt: new Date('2020-01-01T00:00:00Z'),
  lastInvoicedAt: null,
  anonymisedAt: null,
  ...overrides,
});

describe('isOrderErasureDue', () => {
  const cases: [string, Partial<OrderRetentionFacts>, boolean][] = [
    ['delivered, never invoiced, 3 years untouched', {}, true],
    [
      'cancelled, never invoiced, 3 years untouched',
      { status: 'cancelled', deliveryStatus: 'to_be_scheduled' },
      true,
    ],
    [
      'delivered, never invoiced, changed 23 months ago',
      { updatedAt: new Date('2024-12-27T00:00:00Z') },
      false,
    ],
    [
      'delivered, never invoiced, changed a second before the cutoff',
      { updatedAt: new Date('2024-11-27T02:59:59Z') },
      true,
    ],
    [
      'delivered, never invoiced, changed at the cutoff',
      { updatedAt: new Date('2024-11-27T03:00:00Z') },
      false,
    ],
    ['pending, however old', { status: 'pending', deliveryStatus: 'to_be_scheduled' }, false],
    ['confirmed but not delivered, however old', { deliveryStatus: 'scheduled' }, false],
    ['confirmed with a failed delivery', { deliveryStatus: 'failed' }, false],
    [
      'invoiced 5 years ago (within HMRC retention)',
      { lastInvoicedAt: new Date('2021-11-27T00:00:00Z') },
      false,
    ],
    ['invoiced 6 years and a day ago', { lastInvoicedAt: new Date('2020-11-26T00:00:00Z') }, true],
    [
      'invoiced long ago, credited last year',
      { lastInvoicedAt: new Date('2025-11-01T00:00:00Z') },
      false,
    ],
    ['already anonymised', { anonymisedAt: new Date('2026-01-01T00:00:00Z') }, false],
  ];
  it.each(cases)('%s → %s', (_name, overrides, due) => {
    expect(isOrderErasureDue(order(overrides), cutoffs)).toBe(due);
  });
});

describe('accountsToDelete', () => {
  const on = retentionCutoffs({ ...RETENTION_DEFAULTS, inactiveAccountMonths: 24 }, NOW);
  const old = new Date('2023-01-01T00:00:00Z');
  const recent = new Date('2026-01-01T00:00:00Z');
  const accounts = [
    { id: 1, createdAt: old, lastSignedInAt: null, lastOrderAt: null },
    { id: 2, createdAt: old, lastSignedInAt: recent, lastOrderAt: null },
    { id: 3, createdAt: old, lastSignedInAt: old, lastOrderAt: recent },
    { id: 4, createdAt: recent, lastSignedInAt: null, lastOrderAt: null },
    { id: 5, createdAt: old, lastSignedInAt: old, lastOrderAt: old },
  ];
  it('deletes only accounts with no sign-in, order or opening within the period', () => {
    expect(accountsToDelete(accounts, on)).toEqual([1, 5]);
  });
  it('deletes none while the period is off', () => {
    expect(accountsToDelete(accounts, cutoffs)).toEqual([]);
  });
});

describe('emailsToDelete', () => {
  const old = new Date('2026-10-01T00:00:00Z');
  const recent = new Date('2026-11-20T00:00:00Z');
  it.each([
    ['sent 57 days ago', { status: 'sent', createdAt: old, sentAt: old }, true],
    ['sent a week ago', { status: 'sent', createdAt: recent, sentAt: recent }, false],
    ['queued long ago, sent a week ago', { status: 'sent', createdAt: old, sentAt: recent }, false],
    ['given up long ago', { status: 'failed', createdAt: old, sentAt: null }, true],
    ['given up a week ago', { status: 'failed', createdAt: recent, sentAt: null }, false],
    ['still pending', { status: 'pending', createdAt: old, sentAt: null }, false],
  ] as const)('%s → %s', (_name, email, due) => {
    expect(emailsToDelete([{ id: 7, ...email }], cutoffs)).toEqual(due ? [7] : []);
  });
});
