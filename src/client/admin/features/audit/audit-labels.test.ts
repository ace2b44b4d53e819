import { describe, expect, it } from 'vitest';

import {
  actionLabel,
  auditLabels,
  changeLines,
  recordLabel,
} from '#client/admin/features/audit/audit-labels.ts';

describe('audit labels', () => {
  it('name each area and action as the server declared them, and an unknown action by its name', () => {
    const labels = auditLabels({
      areas: [
        {
          area: 'order',
          label: 'Orders',
          actions: [{ action: 'order.placed', label: 'Order: placed' }],
        },
        { area: 'settings', label: 'Settings', actions: [] },
      ],
    });
    expect(labels.areas).toEqual({ order: 'Orders', settings: 'Settings' });
    expect(actionLabel(labels, 'order.placed')).toBe('Order: placed');
    expect(actionLabel(labels, 'admin.2fa.enabled')).toBe('admin.2fa.enabled');
    expect(auditLabels(undefined)).toEqual({ areas: {}, actions: {} });
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
