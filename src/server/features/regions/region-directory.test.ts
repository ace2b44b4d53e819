import { describe, expect, it } from 'vitest';
import { createRegionDirectory } from './region-directory.ts';
import type { RegionRow, RegionsRepo } from './regions.repo.ts';

const row = (name: string, postcodePrefix: string): RegionRow => ({
  id: name.length,
  name,
  country: '',
  postcodePrefix,
  singlePrice: '300.00',
  bulkPrice: '290.00',
  wholesalePrice: '280.00',
  enabled: true,
  createdAt: new Date(0),
  updatedAt: new Date(0),
});

function countingRepo(rows: RegionRow[]) {
  const repo = { calls: 0, rows, listAll: async () => (repo.calls++, repo.rows) };
  return repo satisfies Pick<RegionsRepo, 'listAll'>;
}

describe('region directory', () => {
  it('loads once while fresh and shares one load between concurrent callers', async () => {
    const repo = countingRepo([row('Doncaster', 'DN')]);
    const dir = createRegionDirectory(repo, {
      ttlMs: 1000,
      now: () => new Date(0),
      onRefreshError: () => {},
    });
    await Promise.all([dir.current(), dir.current(), dir.current()]);
    await dir.current();
    expect(repo.calls).toBe(1);
    expect((await dir.current()).list[0]).toMatchObject({
      name: 'Doncaster',
      country: 'United Kingdom',
    });
  });

  it('reloads after invalidate, and refreshes in the background once stale', async () => {
    let clock = 0;
    const repo = countingRepo([row('Doncaster', 'DN')]);
    const dir = createRegionDirectory(repo, {
      ttlMs: 1000,
      now: () => new Date(clock),
      onRefreshError: () => {},
    });
    await dir.current();
    repo.rows = [row('Hull', 'HU')];
    dir.invalidate();
    expect((await dir.current()).list.map((r) => r.name)).toEqual(['Hull']);
    expect(repo.calls).toBe(2);

    repo.rows = [row('York', 'YO')];
    clock = 5000;
    expect((await dir.current()).list.map((r) => r.name)).toEqual(['Hull']);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await dir.current()).list.map((r) => r.name)).toEqual(['York']);
  });

  it('reports a failed background refresh and keeps answering', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    const repo = countingRepo([row('Doncaster', 'DN')]);
    const dir = createRegionDirectory(repo, {
      ttlMs: 10,
      now: () => new Date(clock),
      onRefreshError: (e) => errors.push(e),
    });
    await dir.current();
    repo.listAll = async () => {
      throw new Error('database down');
    };
    clock = 100;
    expect((await dir.current()).list).toHaveLength(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors).toHaveLength(1);
  });
});
