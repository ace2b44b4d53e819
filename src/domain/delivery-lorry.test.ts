import { describe, expect, it } from 'vitest';
import { LORRY_LIMITS, lorryOverload, lorryPayloadTonnes } from './delivery-lorry.ts';

describe('lorryPayloadTonnes', () => {
  it.each([
    ['18t', 10],
    ['7.5t', 3],
    ['smaller', 1],
  ] as const)('a %s lorry carries %s t', (limit, tonnes) => {
    expect(lorryPayloadTonnes(limit)).toBe(tonnes);
  });

  it('carries less on a smaller lorry, and never less than the smallest order', () => {
    const loads = LORRY_LIMITS.map(lorryPayloadTonnes);
    expect(loads).toEqual([...loads].sort((a, b) => b - a));
    expect(Math.min(...loads)).toBeGreaterThanOrEqual(1);
  });
});

describe('lorryOverload', () => {
  it.each([
    [6, '7.5t', { payloadTonnes: 3, overByTonnes: 3 }],
    [3.5, '7.5t', { payloadTonnes: 3, overByTonnes: 0.5 }],
    [3.3, '7.5t', { payloadTonnes: 3, overByTonnes: 0.3 }],
    [3, '7.5t', null],
    [1, 'smaller', null],
    [1.5, 'smaller', { payloadTonnes: 1, overByTonnes: 0.5 }],
    [10, '18t', null],
    [24, '18t', { payloadTonnes: 10, overByTonnes: 14 }],
    [50, null, null],
  ] as const)('%s t with a %s limit: %j', (tonnes, limit, expected) => {
    expect(lorryOverload(tonnes, limit)).toEqual(expected);
  });
});
