import { describe, expect, it } from 'vitest';
import { checkoutFromPath, reorderFromOf, reorderPath, reorderRequestOf } from './reorder-link.ts';

describe('reorder link', () => {
  it('carries the tonnes and the postcode there and back', () => {
    const path = reorderPath(6.5, 'dn15 7ab');
    expect(path).toBe('/?reorder=6.5&postcode=DN15+7AB');
    expect(reorderRequestOf(path.slice(1))).toEqual({ tonnes: 6.5, postcode: 'DN15 7AB' });
  });

  it("names the order 'Order again' repeats, for checkout to take its address from", () => {
    const path = reorderPath(2, 'DN15 7AB', 42);
    expect(path).toBe('/?reorder=2&postcode=DN15+7AB&from=42');
    expect(reorderRequestOf(path.slice(1))).toEqual({
      tonnes: 2,
      postcode: 'DN15 7AB',
      fromOrderId: 42,
    });
    expect(checkoutFromPath('/checkout', 42)).toBe('/checkout?from=42');
    expect(reorderFromOf('?from=42')).toBe(42);
    for (const bad of ['?from=0', '?from=-1', '?from=4.2', '?from=x', '']) {
      expect(reorderFromOf(bad)).toBeNull();
    }
  });

  it.each([
    ['', 'no reorder asked'],
    ['?postcode=DN15+7AB', 'no tonnes'],
    ['?reorder=60&postcode=DN15+7AB', 'more than the shop sells'],
    ['?reorder=2.3&postcode=DN15+7AB', 'off the half-tonne step'],
    ['?reorder=abc&postcode=DN15+7AB', 'not a number'],
    ['?reorder=5&postcode=nowhere', 'not a postcode'],
    ['?reorder=5', 'no postcode'],
  ])('%s asks for nothing (%s)', (search) => {
    expect(reorderRequestOf(search)).toBeNull();
  });
});
