import { describe, expect, it } from 'vitest';
import { createIpMatcher, parseIpRange, type IpRange } from './ip-ranges.ts';

describe('parseIpRange', () => {
  it.each([
    ['127.0.0.1', { address: '127.0.0.1', prefix: 32, family: 'ipv4' }],
    ['10.0.0.0/8', { address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
    ['::1', { address: '::1', prefix: 128, family: 'ipv6' }],
    ['fd00::/8', { address: 'fd00::', prefix: 8, family: 'ipv6' }],
    [' 192.168.1.0/24 ', { address: '192.168.1.0', prefix: 24, family: 'ipv4' }],
  ])('reads %s', (entry, range) => {
    expect(parseIpRange(entry)).toEqual(range);
  });

  it.each([
    'proxy.local',
    'loopback',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/255.0.0.0',
    '1.2.3',
    '10.0.0.0/8/1',
    '10.0.0.0/',
    '',
  ])('refuses %j', (entry) => {
    expect(parseIpRange(entry)).toBeNull();
  });
});

describe('createIpMatcher', () => {
  const ranges = ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'].map((e) => parseIpRange(e) as IpRange);
  const matches = createIpMatcher(ranges);

  it.each([
    ['10.1.2.3', true],
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['127.0.0.2', false],
    ['fd12::1', true],
    ['fe80::1', false],
    ['203.0.113.9', false],
    ['not an address', false],
  ])('%s -> %s', (address, expected) => {
    expect(matches(address)).toBe(expected);
  });

  it('matches nothing when no range is given', () => {
    expect(createIpMatcher([])('127.0.0.1')).toBe(false);
  });
});
