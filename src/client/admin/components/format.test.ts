import { describe, expect, it } from 'vitest';

import { formatLongDate } from '#client/admin/components/format.ts';

describe('formatLongDate', () => {
  it('writes a calendar date out in full, the same day wherever the browser is', () => {
    expect(formatLongDate('2032-03-12')).toBe('12 March 2032');
    // Summer time in London: still the day given, not the day before.
    expect(formatLongDate('2032-07-01')).toBe('1 July 2032');
  });

  it('shows what came when it is not a date', () => {
    expect(formatLongDate('soon')).toBe('soon');
  });
});
