import { describe, expect, it } from 'vitest';
import { recipientKey } from './recipient-key.ts';

describe('recipientKey', () => {
  it.each([
    ['ada@example.com', 'ada@example.com'],
    ['  Ada@Example.COM ', 'ada@example.com'],
    ['ada+orders@example.com', 'ada@example.com'],
    ['ada+a+b@example.com', 'ada@example.com'],
    ['ADA+Tag@example.com', 'ada@example.com'],
    ['a.da@example.com', 'a.da@example.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['"ada@home"@example.com', '"ada@home"@example.com'],
    ['not an address', 'not an address'],
  ])('%j counts as %j', (address, key) => {
    expect(recipientKey(address)).toBe(key);
  });
});
