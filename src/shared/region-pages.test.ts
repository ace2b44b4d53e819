import { describe, expect, it } from 'vitest';
import { regionBySlug, regionPagePath, regionSlug } from './region-pages.ts';

describe('regionSlug', () => {
  it('makes a readable address part of a region name', () => {
    expect(regionSlug('Doncaster')).toBe('doncaster');
    expect(regionSlug('West Central London')).toBe('west-central-london');
    expect(regionSlug('Perth & Kinross')).toBe('perth-and-kinross');
    expect(regionSlug(' Ynys Môn (Anglesey) ')).toBe('ynys-mon-anglesey');
  });
});

describe('regionBySlug', () => {
  it('finds the region a page address names', () => {
    const regions = [{ name: 'Doncaster' }, { name: 'West Central London' }];
    expect(regionBySlug(regions, 'west-central-london')).toBe(regions[1]);
    expect(regionBySlug(regions, 'nowhere')).toBeNull();
    expect(regionPagePath(regions[0]!)).toBe('/delivery-areas/doncaster');
  });
});
