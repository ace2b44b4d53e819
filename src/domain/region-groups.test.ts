import { describe, expect, it } from 'vitest';

import { groupRegionsByCountry } from './region-groups.ts';

function region(name: string, country: string, enabled = true) {
  return { name, country, enabled };
}

describe('groupRegionsByCountry', () => {
  it('puts the home nations first in a fixed order, then other countries alphabetically', () => {
    const groups = groupRegionsByCountry([
      region('Jersey', 'Crown Dependency', false),
      region('Belfast', 'Northern Ireland', false),
      region('Cardiff', 'Wales'),
      region('Aberdeen', 'Scotland'),
      region('Bath', 'England'),
      region('Dublin', 'Ireland'),
      region('Somewhere', 'Atlantis'),
    ]);
    expect(groups.map((group) => group.country)).toEqual([
      'England',
      'Wales',
      'Scotland',
      'Northern Ireland',
      'Atlantis',
      'Crown Dependency',
      'Ireland',
    ]);
  });

  it('treats an empty or blank country as the United Kingdom', () => {
    const groups = groupRegionsByCountry([
      region('Leeds', ''),
      region('York', '   '),
      region('Bath', 'England'),
    ]);
    expect(groups.map((group) => [group.country, group.regions.map((r) => r.name)])).toEqual([
      ['England', ['Bath']],
      ['United Kingdom', ['Leeds', 'York']],
    ]);
  });

  it('sorts regions by name within a group, ignoring case', () => {
    const [england] = groupRegionsByCountry([
      region('York', 'England'),
      region('bath', 'England'),
      region('Birmingham', 'England'),
      region('Aylesbury', 'England'),
    ]);
    expect(england?.regions.map((r) => r.name)).toEqual([
      'Aylesbury',
      'bath',
      'Birmingham',
      'York',
    ]);
  });

  it('counts enabled regions out of the total for each group', () => {
    const groups = groupRegionsByCountry([
      region('Aberdeen', 'Scotland'),
      region('Inverness', 'Scotland', false),
      region('Lerwick', 'Scotland', false),
      region('Belfast', 'Northern Ireland', false),
    ]);
    expect(
      groups.map(({ country, enabledCount, total }) => ({ country, enabledCount, total })),
    ).toEqual([
      { country: 'Scotland', enabledCount: 1, total: 3 },
      { country: 'Northern Ireland', enabledCount: 0, total: 1 },
    ]);
  });

  it('returns no groups for no regions and leaves its input untouched', () => {
    expect(groupRegionsByCountry([])).toEqual([]);
    const input = [region('York', 'England'), region('Bath', 'England')];
    groupRegionsByCountry(input);
    expect(input.map((r) => r.name)).toEqual(['York', 'Bath']);
  });
});
