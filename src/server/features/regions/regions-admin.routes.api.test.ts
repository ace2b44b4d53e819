import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAllRegions, updateRegionPricing } from '#shared/api/regions-admin';
import type { RegionImportResult } from '#shared/schemas/admin-regions';
import type { PostcodeValidationResult } from '#shared/schemas/regions';
import { signInAdmin } from '#test-support/admin';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const HEADER = 'name,country,postcodePrefix,singlePrice,bulkPrice,wholesalePrice,enabled';

const exportCsv = () =>
  t.app.inject({ method: 'GET', url: '/api/admin/regions/export', headers: { cookie: admin } });

/** A multipart body with one file part, as a browser's FormData sends it. */
function upload(content: string | Buffer, filename = 'regions.csv', field = 'csvFile') {
  const boundary = '----pellets-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/regions/import',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

const regions = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/regions' })).json<
    { id: number; name: string; singlePrice: string; enabled: boolean; postcodePrefix: string }[]
  >();
const postcode = async (value: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/validate-postcode',
      payload: { postcode: value },
    })
  ).json<PostcodeValidationResult>();

describe('region pricing', () => {
  it('updates prices, prefixes, country and status; the storefront sees it at once', async () => {
    const doncaster = (await regions()).find((r) => r.name === 'Doncaster')!;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/regions/${doncaster.id}/pricing`,
      headers: { cookie: admin },
      payload: {
        singlePrice: '299.5',
        bulkPrice: 285,
        wholesalePrice: '270.00',
        postcodePrefix: 'dn, hu1',
        country: 'England',
        enabled: false,
      },
    });
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(updateRegionPricing, response);
    expect(response.json()).toMatchObject({
      id: doncaster.id,
      singlePrice: '299.50',
      bulkPrice: '285.00',
      postcodePrefix: 'DN,HU1',
      enabled: false,
    });
    expect(await postcode('HU1 1AA')).toMatchObject({
      regionDisabled: true,
      regionName: 'Doncaster',
    });
  });

  it.each([
    [{ singlePrice: 0, bulkPrice: 1, wholesalePrice: 1 }],
    [{ singlePrice: 'abc', bulkPrice: 1, wholesalePrice: 1 }],
    [{ singlePrice: 1, bulkPrice: 1, wholesalePrice: 1, postcodePrefix: '12' }],
    [{ singlePrice: 1, bulkPrice: 1, wholesalePrice: 1, name: 'Renamed' }],
  ])('refuses %j', async (payload) => {
    const [first] = await regions();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/regions/${first!.id}/pricing`,
      headers: { cookie: admin },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });

  it.each(['abc', '0', '2147483648', '12345678901', '1.5'])(
    'refuses the region id %s with a message',
    async (id) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/regions/${id}/pricing`,
        headers: { cookie: admin },
        payload: { singlePrice: 1, bulkPrice: 1, wholesalePrice: 1 },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid region ID' });
    },
  );

  it('answers 404 for an unknown region', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/regions/999999/pricing',
      headers: { cookie: admin },
      payload: { singlePrice: 1, bulkPrice: 1, wholesalePrice: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('CSV export and import', () => {
  it('exports a CSV attachment that imports back without changing anything', async () => {
    const exported = await exportCsv();
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(
      'attachment; filename="regions-export.csv"',
    );
    expect(exported.body.split('\r\n')[0]).toBe(HEADER);
    const before = await regions();

    const imported = await upload(exported.body, 'regions-export.csv');
    expect(imported.statusCode).toBe(200);
    expect(imported.json().results).toEqual({
      successful: before.length,
      created: 0,
      updated: before.length,
      errors: [],
    });
    expect(await regions()).toEqual(before);
    expect((await exportCsv()).body).toBe(exported.body);
  });

  it('applies the good rows and reports each bad or hostile row with its line and reason', async () => {
    const file = [
      HEADER,
      'Atlantis,,AT,300,290,280,true',
      'Formula,England,ZZ,=cmd(),290,280,true',
      '@SUM(A1),England,ZY,300,290,280,true',
      'Short,England,ZX,300',
      'Free,England,ZW,0,0,0,yes',
    ].join('\n');
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    const { results, message } = response.json<RegionImportResult>();
    expect(message).toBe('Imported 1 regions; 4 rows had errors and were skipped');
    expect(results).toMatchObject({ successful: 1, created: 1, updated: 0 });
    expect(results.errors.map((e) => e.row)).toEqual([3, 4, 5, 6]);
    expect(results.errors[0]!.message).toMatch(/may not start with =/);
    expect(results.errors[2]!.message).toBe('expected 7 values, found 4');
    expect(results.errors[3]!.message).toMatch(/singlePrice/);
    const names = (await regions()).map((r) => r.name);
    expect(names).toContain('Atlantis');
    expect(names).not.toContain('Formula');
    expect(await postcode('AT1 1AA')).toMatchObject({ valid: true, region: { name: 'Atlantis' } });
  });

  it.each([
    ['wrong columns', 'name,price\nX,1', 400, /must have exactly these columns/],
    ['an empty file', '', 400, /empty/],
    ['a file that is not CSV', `${HEADER}\n"unterminated,1,2`, 400, /not valid CSV/],
  ])('imports nothing from %s', async (_case, content, status, message) => {
    const before = await regions();
    const response = await upload(content);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await regions()).toEqual(before);
  });

  it('refuses a 10 MB file with 413 and imports nothing', async () => {
    const before = await regions();
    const row = 'Bigland,England,BG,300,290,280,true\n';
    const big = Buffer.from(HEADER + '\n' + row.repeat(Math.ceil((10 * 1024 * 1024) / row.length)));
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The CSV file is too large (maximum 1 MB)' });
    expect(await regions()).toEqual(before);
  });

  it.each(['regions.xlsx', 'regions.csv.exe', 'regions'])(
    'refuses the file name %s',
    async (name) => {
      const response = await upload(`${HEADER}\nNope,England,NP,1,1,1,true`, name);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Only .csv files can be imported');
      expect((await regions()).map((r) => r.name)).not.toContain('Nope');
    },
  );

  it('refuses a request without the csvFile part, or not multipart at all', async () => {
    const wrongField = await upload(`${HEADER}\n`, 'regions.csv', 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Choose a CSV file to import');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/regions/import',
      headers: { cookie: admin },
      payload: { csvFile: HEADER },
    });
    expect(json.statusCode).toBe(400);
  });

  it('accepts multipart on the import route only', async () => {
    const boundary = 'b';
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('delete all regions', () => {
  it('deletes every region and the storefront stops matching postcodes', async () => {
    const count = (await regions()).length;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/regions/delete-all',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(deleteAllRegions, response);
    expect(response.json()).toEqual({ message: `Deleted ${count} regions`, deleted: count });
    expect(await regions()).toEqual([]);
    expect((await postcode('DN15 8QA')).valid).toBe(false);
  });
});
