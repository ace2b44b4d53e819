import { describe, expect, it } from 'vitest';

import { AUDIT_ACTIONS } from '#shared/schemas/audit';
import {
  ACTION_LABELS,
  actionLabel,
  changeLines,
  recordLabel,
} from '#client/admin/features/audit/audit-labels.ts';

describe('audit labels', () => {
  it('name every action the server records', () => {
    expect(Object.keys(ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(actionLabel('order.placed')).toBe('Order: placed');
    expect(actionLabel('admin.2fa.enabled')).toBe('admin.2fa.enabled');
  });

  it('name the record an entry is about', () => {
    expect(recordLabel({ entityType: 'order', entityId: '12' })).toBe('order 12');
    expect(recordLabel({ entityType: null, entityId: null })).toBeNull();
  });
});

describe('changeLines', () => {
  it('shows each changed field with its old and new value', () => {
    expect(
      changeLines({
        before: { status: 'pending', customerId: null },
        after: { status: 'confirmed', customerId: 7 },
      }),
    ).toEqual([
      { field: 'status', before: 'pending', after: 'confirmed' },
      { field: 'customerId', before: '—', after: '7' },
    ]);
  });

  it('shows a value alone when only one side is known, and lists as counts', () => {
    expect(
      changeLines({
        before: { regions: [{ name: 'A' }, { name: 'B' }] },
        after: { email: 'a@b.c' },
      }),
    ).toEqual([
      { field: 'regions', before: null, after: '2 items' },
      { field: 'email', before: null, after: 'a@b.c' },
    ]);
    expect(changeLines({ before: null, after: null })).toEqual([]);
  });
});
