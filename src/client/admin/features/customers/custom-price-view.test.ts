import { describe, expect, it } from 'vitest';

import { customPriceView } from '#client/admin/features/customers/custom-price-view.ts';

const now = new Date('2025-03-10T12:00:00.000Z');
const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('customPriceView (spec section 4, admin view)', () => {
  it.each([
    ['no custom price', null, null, 'none'],
    ['a price with no end date', '250.00', null, 'active'],
    ['a price ending in more than 7 days', '250.00', at(7 * DAY + 1), 'active'],
    ['a price ending in exactly 7 days', '250.00', at(7 * DAY), 'expiring'],
    ['a price ending tomorrow', '250.00', at(DAY), 'expiring'],
    ['a price ending this very moment', '250.00', at(0), 'expired'],
    ['a price that ended yesterday', '250.00', at(-DAY), 'expired'],
    ['an unreadable end date', '250.00', 'not a date', 'expired'],
  ] as const)('%s is %s', (_label, customPrice, customPriceValidTo, expected) => {
    expect(customPriceView({ customPrice, customPriceValidTo }, now)).toBe(expected);
  });
});
