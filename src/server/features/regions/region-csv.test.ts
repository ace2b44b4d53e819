import { describe, expect, it } from 'vitest';
import { AppError } from '#server/http/app-error';
import { parseRegionCsv, serializeRegionCsv } from './region-csv.ts';

const HEADER = 'name,country,postcodePrefix,singlePrice,bulkPrice,wholesalePrice,enabled';
const csv = (...lines: string[]) => [HEADER, ...lines].join('\n');

describe('parseRegionCsv', () => {
  it('reads quoted fields, commas in names, a BOM and CRLF line ends', () => {
    const file =
      '\uFEFF' +
      [HEADER, '"Hull, East Riding",England,"HU, YO25",300,290.5,280.25,TRUE'].join('\r\n');
    expect(parseRegionCsv(file)).toEqual({
      rows: [
        {
          name: 'Hull, East Riding',
          country: 'England',
          postcodePrefix: 'HU,YO25',
          singlePricePence: 30000,
          bulkPricePence: 29050,
          wholesalePricePence: 28025,
          enabled: true,
        },
      ],
      errors: [],
    });
  });

  it('treats an empty country as United Kingdom', () => {
    expect(parseRegionCsv(csv('Hull,,HU,300,290,280,false')).rows[0]).toMatchObject({
      country: 'United Kingdom',
      enabled: false,
    });
  });

  it('reports each bad row with its line number and keeps the good ones', () => {
    const { rows, errors } = parseRegionCsv(
      csv(
        'Hull,England,HU,300,290,280,true',
        '=cmd(),England,HU,1,1,1,true',
        'York,England,YO,-5,290,280,true',
        'Leeds,England,LS,abc,290,280,true',
        'Derby,England,DE1X2,300,290,280,true',
        'Bath,England,BA,300,290,280,maybe',
        'Hull,England,HU,300,290,280,true',
        'Short,England',
      ),
    );
    expect(rows.map((r) => r.name)).toEqual(['Hull']);
    expect(errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(errors[0]?.message).toMatch(/may not start with =/);
    expect(errors[5]?.message).toMatch(/more than once/);
  });

  it('refuses a formula behind spaces inside quotes, which the parser keeps', () => {
    const { rows, errors } = parseRegionCsv(
      csv('" =HYPERLINK(""http://x"")",England,HU,1,1,1,true'),
    );
    expect(rows).toEqual([]);
    expect(errors).toEqual([{ row: 2, message: 'values may not start with =, +, -, @ or a tab' }]);
  });

  it.each([
    ['wrong columns', 'region,price\nHull,300'],
    ['an empty file', ''],
    ['broken quoting', `${HEADER}\n"Hull,England,HU,300,290,280,true`],
  ])('refuses %s as a whole', (_label, file) => {
    expect(() => parseRegionCsv(file)).toThrow(AppError);
  });
});

describe('serializeRegionCsv', () => {
  it('exports what the import reads back unchanged', () => {
    const regions = [
      {
        id: 1,
        name: 'Hull, East Riding',
        country: 'England',
        postcodePrefix: 'HU,YO25',
        singlePrice: '300.00',
        bulkPrice: '290.50',
        wholesalePrice: '280.25',
        enabled: false,
      },
    ];
    const { rows, errors } = parseRegionCsv(serializeRegionCsv(regions));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        name: 'Hull, East Riding',
        country: 'England',
        postcodePrefix: 'HU,YO25',
        singlePricePence: 30000,
        bulkPricePence: 29050,
        wholesalePricePence: 28025,
        enabled: false,
      },
    ]);
  });

  it('writes formula-like text behind a quote and leaves prices alone', () => {
    const csv = serializeRegionCsv([
      {
        id: 1,
        name: '=HYPERLINK("http://x")',
        country: '@England',
        postcodePrefix: 'HU',
        singlePrice: '300.00',
        bulkPrice: '290.50',
        wholesalePrice: '280.25',
        enabled: true,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://x"")",'@England,HU,300.00,290.50,280.25,true`,
    );
  });
});
