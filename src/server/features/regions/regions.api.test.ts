import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { listRegions } from '#shared/api/regions';
import { RegionListSchema } from '#shared/schemas/regions';
import { readRegionSeed } from '#server/seed/seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const check = (postcode: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/validate-postcode', payload: { postcode } });

describe('GET /api/regions', () => {
  it('lists every seeded region, sorted by name, in the wire shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/regions' });
    expect(response.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(listRegions, response);
    const regions = RegionListSchema.parse(response.json());
    expect(regions).toHaveLength(readRegionSeed().length);
    expect(regions.map((r) => r.name)).toEqual([...regions.map((r) => r.name)].sort());
    expect(regions.find((r) => r.postcodePrefix === 'DN')).toMatchObject({
      name: 'Doncaster',
      country: 'England',
      singlePrice: '289.00',
      bulkPrice: '275.00',
      wholesalePrice: '262.00',
      enabled: true,
    });
  });
});

describe('POST /api/validate-postcode', () => {
  it.each([
    ['dn15 8qa', 'DN15 8QA', 'Doncaster'],
    ['  B1 1AA ', 'B1 1AA', 'Birmingham'],
    ['BA11AA', 'BA1 1AA', 'Bath'],
    ['EC1A 1BB', 'EC1A 1BB', 'East Central London'],
  ])('finds the region for %s', async (input, normalised, regionName) => {
    const response = await check(input);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      valid: true,
      postcode: normalised,
      region: { name: regionName, enabled: true },
    });
  });

  it('reports a disabled region with its name and message', async () => {
    const response = await check('BT1 1AA');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: false,
      regionDisabled: true,
      regionName: 'Belfast',
      message:
        'Sorry, we are not currently delivering to Belfast. Please check back later or contact us for more information.',
    });
  });

  it.each(['', 'hello', 'QA1 1AA', 'SW1A 1CA', '123456', 'ASCN 1ZZ'])(
    'rejects the malformed postcode %j with 400',
    async (input) => {
      const response = await check(input);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Please enter a valid UK postcode' });
    },
  );

  it.each(['BF1 2AY', 'BX1 1LT', 'GIR 0AA'])(
    'rejects the undeliverable %s with 400',
    async (pc) => {
      const response = await check(pc);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ valid: false });
      expect(response.json().message).toMatch(/cannot deliver/);
    },
  );

  it.each([
    ['a number', { postcode: 123 }],
    ['an unknown field', { postcode: 'DN15 8QA', admin: true }],
    ['no postcode', {}],
    ['an array', ['DN15 8QA']],
  ])('answers 400 JSON for %s', async (_label, payload) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/validate-postcode', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});
