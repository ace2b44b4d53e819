import { describe, expect, it } from 'vitest';

import { defineAuditArea } from '#shared/audit-vocabulary';

describe('defineAuditArea', () => {
  it('names each action "<area>.<what>" with its label', () => {
    expect(
      defineAuditArea('order', 'Orders', { placed: 'Order: placed', edited: 'Order: edited' }),
    ).toEqual({
      area: 'order',
      label: 'Orders',
      actions: { 'order.placed': 'Order: placed', 'order.edited': 'Order: edited' },
    });
  });
});
