import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatGBP } from '#domain/money';
import { regionPagePath } from '#shared/region-pages';
import { tierPriceLines } from '#shared/region-prices';
import type { Region } from '#shared/schemas/regions';
import { signInAdmin } from '#test-support/admin';
import { headings, jsonLd, setRegion, visibleText } from '#test-support/page-html';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';

const clientDir = resolve('dist/client');
if (!existsSync(join(resolve('dist/ssr'), 'entry-server.js'))) {
  throw new Error('No built storefront in dist/: run "npm run build" before the API tests');
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { clientDir, rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const liveRegions = async () => (await get('/api/regions')).json<Region[]>();

async function anEnabledRegion(): Promise<Region> {
  const region = (await liveRegions()).find((r) => r.enabled);
  if (!region) throw new Error('The seed has no enabled region');
  return region;
}

const productOf = (html: string) =>
  jsonLd(html)['@graph'].find((node) => node['@type'] === 'Product') as
    { offers: Record<string, unknown> } | undefined;

describe('a page per delivery region', () => {
  it('serves every enabled region’s page with its live prices ex and inc VAT', async () => {
    const enabled = (await liveRegions()).filter((r) => r.enabled);
    expect(enabled.length).toBeGreaterThan(1);
    for (const region of enabled) {
      const response = await get(regionPagePath(region));
      expect(response.statusCode, region.name).toBe(200);
      const text = visibleText(response.body);
      for (const line of tierPriceLines(region)) {
        expect(text).toContain(formatGBP(line.exVatPence));
        expect(text).toContain(formatGBP(line.incVatPence));
      }
    }
  });

  it('has a readable address, its own head and how delivery works there', async () => {
    const region = await anEnabledRegion();
    const path = regionPagePath(region);
    expect(path).toMatch(/^\/delivery-areas\/[a-z0-9]+(-[a-z0-9]+)*$/);
    const html = (await get(path)).body;
    expect(html).toContain(`<title>Wood Pellet Delivery in ${region.name} |`);
    expect(html).toMatch(/<meta name="description" content="[^"]*ENplus A1[^"]*"/);
    expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${path}" />`);
    expect(html).not.toContain('noindex');
    expect(headings(html, 1)).toEqual([`Wood pellet delivery in ${region.name}`]);
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining([
        `Prices per tonne in ${region.name}`,
        'Postcode areas we cover',
        `How delivery works in ${region.name}`,
      ]),
    );
    const text = visibleText(html);
    for (const area of region.postcodePrefix.split(',')) expect(text).toContain(area.trim());
    // The earliest delivery is worked out on the server, so it reads without JavaScript.
    expect(html).toMatch(/data-testid="region-earliest-delivery"[^>]*>[\s\S]*?(Earliest|deliver)/i);
    expect(html).toMatch(/<a[^>]+href="\/#postcode-checker"/);
  });

  it('states the lead time in Settings in the HTML the server sends, here and on /delivery', async () => {
    const setLead = async (value: string) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: [{ key: 'delivery_lead_working_days', value }],
      });
      expect(response.statusCode).toBe(200);
    };
    const path = regionPagePath(await anEnabledRegion());
    await setLead('5');
    try {
      for (const url of [path, '/delivery']) {
        expect(visibleText((await get(url)).body), url).toContain(
          'The earliest delivery is 5 working days after your order.',
        );
      }
    } finally {
      await setLead('3');
    }
  });

  it('shows a back-office price change on the next response', async () => {
    const region = await anEnabledRegion();
    await get(regionPagePath(region));
    await setRegion(t.app, admin, region, { singlePrice: '987.00' });
    const html = (await get(regionPagePath(region))).body;
    expect(visibleText(html)).toContain('£987.00');
    expect(visibleText(html)).toContain('£1,036.35');
    expect(productOf(html)?.offers.highPrice).toBe('1036.35');
    await setRegion(t.app, admin, region, { singlePrice: region.singlePrice });
  });

  it('never serves a kept page, plain or compressed, with prices older than the regions', async () => {
    const region = await anEnabledRegion();
    const path = regionPagePath(region);
    const asked = async (encoding: 'br' | 'gzip' | null) => {
      const response = await t.app.inject({
        method: 'GET',
        url: path,
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(response.headers['content-encoding']).toBe(encoding ?? undefined);
      if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
      if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
      return response.body;
    };
    const everyEncoding = async () =>
      Promise.all([asked('br'), asked('gzip'), asked(null)]).then((pages) =>
        pages.map(visibleText),
      );
    try {
      for (const price of ['991.00', '992.00']) {
        await everyEncoding(); // kept, in every encoding, before the change
        await setRegion(t.app, admin, region, { singlePrice: price });
        for (const text of await everyEncoding()) expect(text).toContain(`£${price}`);
      }
    } finally {
      await setRegion(t.app, admin, region, { singlePrice: region.singlePrice });
    }
    for (const text of await everyEncoding()) {
      for (const line of tierPriceLines(region)) expect(text).toContain(formatGBP(line.exVatPence));
    }
  });

  it('states the region’s offer in JSON-LD, with VAT, and the breadcrumb through /coverage', async () => {
    const region = await anEnabledRegion();
    const path = regionPagePath(region);
    const graph = jsonLd((await get(path)).body)['@graph'];
    const prices = tierPriceLines(region).map((line) => line.incVatPence / 100);
    expect(productOf((await get(path)).body)?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'GBP',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: 3,
      areaServed: { '@type': 'Place', name: region.name },
      priceSpecification: expect.objectContaining({ valueAddedTaxIncluded: true }),
    });
    const breadcrumb = graph.find((node) => node['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: 'Home', item: `${TEST_PUBLIC_URL}/` }),
      expect.objectContaining({
        position: 2,
        name: 'Delivery Coverage',
        item: `${TEST_PUBLIC_URL}/coverage`,
      }),
      expect.objectContaining({
        position: 3,
        name: region.name,
        item: `${TEST_PUBLIC_URL}${path}`,
      }),
    ]);
  });

  it('names the ENplus certificate on the page and, with the product code, on its product once set', async () => {
    const path = regionPagePath(await anEnabledRegion());
    const setCertificate = (value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: [{ key: 'enplus_certificate_id', value }],
      });
    const before = (await get(path)).body;
    expect(productOf(before)).not.toHaveProperty('hasCertification');
    expect(before).not.toContain('ENplus certificate:');
    expect((await setCertificate('UK 039')).statusCode).toBe(200);
    try {
      const after = (await get(path)).body;
      expect(productOf(after)).toMatchObject({
        sku: 'NWP-ENPLUS-A1-BULK',
        hasCertification: { '@type': 'Certification', name: 'ENplus A1', identifier: 'UK 039' },
      });
      // Stated on the page too, for a reader as well as a search engine.
      expect(after).toContain('ENplus certificate: UK 039');
    } finally {
      await setCertificate('');
    }
  });

  it('links each region from /coverage and lists the enabled ones in the sitemap', async () => {
    const regions = await liveRegions();
    const coverage = (await get('/coverage')).body;
    for (const region of regions) expect(coverage).toContain(`href="${regionPagePath(region)}"`);
    const sitemap = (await get('/sitemap.xml')).body;
    for (const region of regions) {
      const listed = sitemap.includes(`<loc>${TEST_PUBLIC_URL}${regionPagePath(region)}</loc>`);
      expect(listed, region.name).toBe(region.enabled);
    }
  });

  it('says a disabled region is not served and how to ask, with no offer', async () => {
    const region = await anEnabledRegion();
    await setRegion(t.app, admin, region, { enabled: false });
    const response = await get(regionPagePath(region));
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain(`We do not deliver to ${region.name} at the moment`);
    expect(response.body).toMatch(/<a[^>]+href="tel:/);
    expect(response.body).toMatch(/<a[^>]+href="\/contact"/);
    expect(text).not.toContain('Prices per tonne');
    expect(productOf(response.body)).toBeUndefined();
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain(regionPagePath(region));
    await setRegion(t.app, admin, region, { enabled: true });
  });

  it('answers an unknown region with the shop’s 404 page', async () => {
    const response = await get('/delivery-areas/atlantis');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>404 Page Not Found</title>');
    expect(headings(response.body, 1)).toContain('404 Page Not Found');
  });
});
