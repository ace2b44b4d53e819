import { describe, expect, it } from 'vitest';
import {
  areasOf,
  invitationExpiresAt,
  mayUse,
  OWNER_ID,
  STAFF_AREAS,
  statusChange,
} from './staff-roles.ts';

describe('mayUse', () => {
  it('lets the owner use every area, and an endpoint without one', () => {
    for (const area of STAFF_AREAS) expect(mayUse('owner', area)).toBe(true);
    expect(mayUse('owner', undefined)).toBe(true);
  });

  it('lets the office use orders, customers, deliveries, payments and invoices', () => {
    for (const area of ['orders', 'customers', 'deliveries', 'payments', 'invoices'] as const) {
      expect(mayUse('office', area)).toBe(true);
    }
  });

  it('keeps the office out of settings, people, erasure, backups, audit and regions', () => {
    for (const area of [
      'settings',
      'people',
      'erasure',
      'backups',
      'audit',
      'regions',
      'two-factor',
    ] as const) {
      expect(mayUse('office', area)).toBe(false);
    }
  });

  it('lets a driver use no back-office area yet', () => {
    for (const area of STAFF_AREAS) expect(mayUse('driver', area)).toBe(false);
    expect(areasOf('driver')).toEqual([]);
  });

  it('fails closed: an endpoint naming no area is the owner’s alone', () => {
    expect(mayUse('office', undefined)).toBe(false);
    expect(mayUse('driver', undefined)).toBe(false);
  });
});

describe('invitations and status changes', () => {
  it('ends an invitation seven days after it was sent', () => {
    const sent = new Date('2026-12-01T10:00:00Z');
    expect(invitationExpiresAt(sent).toISOString()).toBe('2026-12-08T10:00:00.000Z');
  });

  it('suspends and reinstates anyone but the owner', () => {
    const person = (status: 'invited' | 'active' | 'suspended', hasPassword = true) => ({
      id: 2,
      status,
      hasPassword,
    });
    expect(statusChange(person('active'), 'suspend')).toBe('suspended');
    expect(statusChange(person('invited', false), 'suspend')).toBe('suspended');
    expect(statusChange(person('suspended'), 'suspend')).toBeNull();
    expect(statusChange(person('suspended'), 'reinstate')).toBe('active');
    expect(statusChange(person('suspended', false), 'reinstate')).toBe('invited');
    expect(statusChange(person('active'), 'reinstate')).toBeNull();
    expect(statusChange({ ...person('active'), id: OWNER_ID }, 'suspend')).toBeNull();
  });
});
