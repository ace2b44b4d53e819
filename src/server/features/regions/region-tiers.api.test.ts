import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionImportResult } from '#shared/schemas/admin-regions';
import type { Region } from '#shared/schemas/regions';
import { signInAdmin } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const HEADER = 'name,country,postcodePrefix,singlePrice,bulkPrice,wholesalePrice,enabled';

const regions = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/regions' })).json<Region[]>();
const regionNamed = async (name: string) => (await regions()).find((r) => r.name === name)!;

const savePrices = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/regions/${id}/pricing`,
    headers: { cookie: admin },
    payload,
  });

function importCsv(content: string) {
  const boundary = '----tier-test-boundary';
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/regions/import',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="regions.csv"\r\n` +
        `Content-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
  });
}

describe('tier prices run single >= bulk >= wholesale', () => {
  it('the seeded regions all do', async () => {
    const all = await regions();
    expect(all.length).toBeGreaterThan(100);
    for (const r of all) {
      expect(Number(r.singlePrice)).toBeGreaterThanOrEqual(Number(r.bulkPrice));
      expect(Number(r.bulkPrice)).toBeGreaterThanOrEqual(Number(r.wholesalePrice));
    }
  });

  it.each([
    [
      'bulk above single',
      { singlePrice: 289, bulkPrice: 400, wholesalePrice: 260 },
      'Bulk price (£400.00) must not be above the single price (£289.00)',
      'bulkPrice',
    ],
    [
      'wholesale above bulk',
      { singlePrice: '289.00', bulkPrice: '275.00', wholesalePrice: '275.50' },
      'Wholesale price (£275.50) must not be above the bulk price (£275.00)',
      'wholesalePrice',
    ],
  ])(
    'a save with %s is refused with a 400 naming the tiers, and nothing changes',
    async (_c, prices, message, field) => {
      const before = await regionNamed('Doncaster');
      const response = await savePrices(before.id, { ...prices, enabled: false });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, details: [{ path: field, message }] });
      expect(await regionNamed('Doncaster')).toEqual(before);
    },
  );

  it('a save with equal or falling prices goes through', async () => {
    const { id } = await regionNamed('Doncaster');
    const response = await savePrices(id, {
      singlePrice: 300,
      bulkPrice: 300,
      wholesalePrice: 280,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      singlePrice: '300.00',
      bulkPrice: '300.00',
      wholesalePrice: '280.00',
    });
  });

  it('the import reports each row out of tier order, and imports the others', async () => {
    const before = await regionNamed('Aberdeen');
    const response = await importCsv(
      [
        HEADER,
        'Aberdeen,Scotland,AB,289.00,400.00,260.00,true',
        'Tierland,England,ZT,300,290,280,true',
        'Upside Down,England,ZU,10,20,30,true',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(200);
    const { message, results } = response.json<RegionImportResult>();
    expect(message).toBe('Imported 1 regions; 2 rows had errors and were skipped');
    expect(results.errors).toEqual([
      { row: 2, message: 'Bulk price (£400.00) must not be above the single price (£289.00)' },
      {
        row: 4,
        message:
          'Bulk price (£20.00) must not be above the single price (£10.00); Wholesale price (£30.00) must not be above the bulk price (£20.00)',
      },
    ]);
    expect(await regionNamed('Aberdeen')).toEqual(before);
    const names = (await regions()).map((r) => r.name);
    expect(names).toContain('Tierland');
    expect(names).not.toContain('Upside Down');
  });
});
