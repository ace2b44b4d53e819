import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Region } from '#shared/schemas/regions';
import { regionPagePath } from '#shared/region-pages';
import { PAGE_LIST, STOREFRONT_PATHS } from '#shared/storefront-pages';
import { signInAdmin, TEST_ADMIN_PATH } from '#test-support/admin';
import { registerCustomer } from '#test-support/customers';
import { headings, jsonLd, setRegion as setRegionAs, visibleText } from '#test-support/page-html';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';

/** The real build: these tests read what `npm run build` made, as production serves it. */
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

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('server-rendered storefront pages', () => {
  it.each([
    ['/', 'Premium wood pellets, delivered by the tonne'],
    ['/about', 'About Us'],
    ['/delivery', 'Delivery Information'],
    ['/coverage', 'Delivery Coverage'],
    ['/contact', 'Contact Us'],
    ['/terms', 'Terms and Conditions'],
    ['/login', 'Sign In'],
    ['/register', 'Create an Account'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password?token=abc', 'Reset Password'],
  ])('%s arrives as HTML holding its heading', async (url, heading) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(headings(response.body, 1)).toContain(heading);
    // Header and footer links are plain links a reader without JavaScript can follow.
    expect(response.body).toMatch(/<a[^>]+href="\/coverage"/);
  });

  it('renders the six delivery headings and the ten terms sections', async () => {
    expect(headings((await get('/delivery')).body, 2)).toEqual(
      expect.arrayContaining([
        'Delivery Service',
        'Coverage Area',
        'Delivery Times',
        'Requirements',
        'Pricing',
        'Important Delivery Information',
      ]),
    );
    const terms = (await get('/terms')).body;
    expect(headings(terms, 2).filter((h) => /^\d+\./.test(h))).toHaveLength(10);
  });

  it('renders the live region table on /coverage, showing a region disabled a moment ago', async () => {
    const regions = (await get('/api/regions')).json<Region[]>();
    const region = regions.find((r) => r.enabled);
    if (!region) throw new Error('The seed has no enabled region');
    expect(visibleText((await get('/coverage')).body)).toContain(region.name);

    await setRegion(region, { enabled: false });
    const after = (await get('/coverage')).body;
    const row = new RegExp(`${escapeRegExp(region.name)}[\\s\\S]{0,600}?Contact us for options`);
    expect(visibleText(after)).toMatch(row);
    await setRegion(region, { enabled: true });
  });

  it('answers 404 with the rendered 404 page for an unknown address', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>404 Page Not Found</title>');
    expect(headings(response.body, 1)).toContain('404 Page Not Found');
  });

  it('sends a visitor who is not signed in from /account to /login', async () => {
    const response = await get('/account');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('renders the account of a signed-in customer, with their name, never cached by others', async () => {
    const customer = await registerCustomer(t.app);
    const response = await get('/account', customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(visibleText(response.body)).toContain(customer.customer.firstName);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('hands the browser the signed-in state, so a guest never asks /api/customers/me', async () => {
    const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(
      (await get('/about')).body,
    );
    const parsed = JSON.parse(state?.[1] ?? '{}') as { queries: unknown[]; seed: number };
    expect(Number.isInteger(parsed.seed)).toBe(true);
    expect(parsed.queries).toContainEqual([['customer', 'me'], null]);
  });

  it('sends the empty cart pages home, as the shop does', async () => {
    for (const path of ['/order-summary', '/checkout', '/order-confirmed']) {
      const response = await get(path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    }
  });

  it('compresses pages for browsers that accept it', async () => {
    const plain = (await get('/coverage')).body;
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/coverage',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.rawPayload.length).toBeLessThan(plain.length / 4);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain);
    }
  });

  it('gives each page one address: a trailing slash redirects', async () => {
    const response = await get('/about/?x=1');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?x=1');
  });
});

describe('page routes', () => {
  it('registers a GET route for every page of the table and the tracking page', () => {
    for (const path of [...STOREFRONT_PATHS, '/track/:token']) {
      expect(t.app.hasRoute({ method: 'GET', url: path })).toBe(true);
    }
  });

  it('has no route for an unknown path, which answers the 404 page', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/no-such-page' })).toBe(false);
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('preloads each page’s chunk and its imports, as the build manifest names them', async () => {
    const manifest = JSON.parse(
      readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const entryFiles = new Set(
      ['index.html', ...(manifest['index.html']?.imports ?? [])].map((key) => manifest[key]?.file),
    );
    for (const page of PAGE_LIST.filter((p) => p.path !== '/' && p.path !== '/account')) {
      const chunk = manifest[page.screen];
      if (!chunk) throw new Error(`The manifest has no chunk for ${page.screen}`);
      const response = await get(page.path);
      if (response.statusCode !== 200) continue; // the cart pages send a guest home
      const files = [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]?.file)];
      for (const file of files.filter((f) => f && !entryFiles.has(f))) {
        expect(response.body).toContain(`<link rel="modulepreload" crossorigin href="/${file}" />`);
      }
    }
    expect((await get('/')).body).not.toContain('rel="modulepreload"');
  });
});

describe('what each page says about itself', () => {
  it.each(['/about', '/delivery', '/coverage', '/contact', '/terms'])(
    '%s has its own title, description, canonical link, cards and breadcrumb',
    async (path) => {
      const html = (await get(path)).body;
      expect(html).toContain('<html lang="en-GB">');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="${TEST_PUBLIC_URL}${path}" />`);
      expect(html).toContain(`<meta property="og:url" content="${TEST_PUBLIC_URL}${path}" />`);
      expect(html).toContain(
        `<meta property="og:image" content="${TEST_PUBLIC_URL}/og-image.png" />`,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      const graph = jsonLd(html)['@graph'];
      expect(graph.map((node) => node['@type'])).toEqual(['LocalBusiness', 'BreadcrumbList']);
    },
  );

  it('titles every storefront page differently', async () => {
    const titles = new Set<string>();
    for (const path of STOREFRONT_PATHS) {
      const response = await get(path);
      if (response.statusCode !== 200) continue;
      titles.add(/<title>([^<]*)<\/title>/.exec(response.body)?.[1] ?? '');
    }
    expect(titles.size).toBe(STOREFRONT_PATHS.length - 4); // account and the cart pages redirect
  });

  it('keeps personal pages out of search results', async () => {
    expect((await get('/forgot-password')).body).toContain(
      '<meta name="robots" content="noindex" />',
    );
    expect((await get('/about')).body).not.toContain('noindex');
  });

  it('describes the business with its addresses, phone and opening hours', async () => {
    const business = jsonLd((await get('/')).body)['@graph'][0] as Record<string, unknown>;
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Northfield Wood Pellets',
      telephone: '+441632960418',
      address: { '@type': 'PostalAddress', postalCode: 'LE11 1JP', addressCountry: 'GB' },
    });
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '18:00' }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '16:00' }),
    ]);
  });

  it('offers the product on / at the enabled regions’ cheapest and dearest tiers, read live', async () => {
    const offer = async () => {
      const product = jsonLd((await get('/')).body)['@graph'].find((n) => n['@type'] === 'Product');
      return product?.offers as { lowPrice: string; highPrice: string; priceCurrency: string };
    };
    const regions = (await get('/api/regions')).json<Region[]>();
    const enabled = regions.filter((r) => r.enabled);
    const prices = enabled.flatMap((r) =>
      [r.singlePrice, r.bulkPrice, r.wholesalePrice].map(Number),
    );
    expect(await offer()).toMatchObject({
      priceCurrency: 'GBP',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
    });

    const region = enabled[0];
    if (!region) throw new Error('The seed has no enabled region');
    await setRegion(region, { singlePrice: '999.00' });
    expect((await offer()).highPrice).toBe('999.00');
    await setRegion(region, { singlePrice: region.singlePrice });
  });

  it('states the ENplus certificate on the product only once the back office enters it', async () => {
    const product = async () =>
      jsonLd((await get('/')).body)['@graph'].find((n) => n['@type'] === 'Product');
    const setCertificate = (value: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: [{ key: 'enplus_certificate_id', value }],
      });

    const before = await product();
    expect(before).toMatchObject({ sku: 'NWP-ENPLUS-A1-BULK' });
    expect(before).not.toHaveProperty('hasCertification');

    expect((await setCertificate('UK 039')).statusCode).toBe(200);
    expect(await product()).toMatchObject({
      sku: 'NWP-ENPLUS-A1-BULK',
      hasCertification: { '@type': 'Certification', name: 'ENplus A1', identifier: 'UK 039' },
    });

    expect((await setCertificate('')).statusCode).toBe(200);
    expect(await product()).not.toHaveProperty('hasCertification');
  });

  it('states the ENplus certificate and BSL supplier number on the home and about pages only while set', async () => {
    const setCertificates = async (enplus: string, bsl: string) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/settings',
        headers: { cookie: admin },
        payload: [
          { key: 'enplus_certificate_id', value: enplus },
          { key: 'bsl_supplier_number', value: bsl },
        ],
      });
      expect(response.statusCode).toBe(200);
    };
    const text = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      return visibleText(response.body);
    };

    for (const url of ['/', '/about']) {
      expect(await text(url)).not.toMatch(/ENplus certificate:|BSL supplier number:/);
    }

    await setCertificates('UK 041', 'BSL0123456');
    for (const url of ['/', '/about']) {
      const shown = await text(url);
      expect(shown).toContain('ENplus certificate: UK 041');
      expect(shown).toContain('BSL supplier number: BSL0123456');
    }
    // The browser starts from the same answer the server rendered with, and can ask for it.
    const state = /<script type="application\/json" id="page-state">([\s\S]*?)<\/script>/.exec(
      (await get('/about')).body,
    );
    expect(JSON.parse(state?.[1] ?? '{}')).toMatchObject({
      queries: expect.arrayContaining([
        [['certificates'], { enplusCertificateId: 'UK 041', bslSupplierNumber: 'BSL0123456' }],
      ]),
    });
    const api = await get('/api/certificates');
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('no-cache');
    expect(api.json()).toEqual({ enplusCertificateId: 'UK 041', bslSupplierNumber: 'BSL0123456' });

    // One of them alone: only that one is stated.
    await setCertificates('', 'BSL0123456');
    for (const url of ['/', '/about']) {
      const shown = await text(url);
      expect(shown).not.toContain('ENplus certificate:');
      expect(shown).toContain('BSL supplier number: BSL0123456');
    }

    await setCertificates('', '');
    for (const url of ['/', '/about']) {
      expect(await text(url)).not.toMatch(/ENplus certificate:|BSL supplier number:/);
    }
  });
});

describe('crawlers', () => {
  it('robots.txt keeps crawlers out of the API and personal pages and names the sitemap', async () => {
    const robots = (await get('/robots.txt')).body;
    for (const path of ['/api/', '/account', '/checkout', '/order-summary']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${TEST_PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml lists the public information pages, then the enabled regions’ pages', async () => {
    const response = await get('/sitemap.xml');
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const regions = (await get('/api/regions')).json<Region[]>();
    const regionPaths = regions.filter((r) => r.enabled).map(regionPagePath);
    expect(locs).toEqual(
      [
        '/',
        '/about',
        '/delivery',
        '/coverage',
        '/contact',
        '/terms',
        '/privacy',
        ...regionPaths,
      ].map((path) => `${TEST_PUBLIC_URL}${path}`),
    );
  });
});

describe('the back office stays hidden', () => {
  it('no storefront response names the admin path or carries admin code', async () => {
    const adminChunks = readdirSync(join(clientDir, 'assets')).filter((file) =>
      readFileSync(join(clientDir, 'assets', file), 'utf8').includes('Access Granted'),
    );
    const urls = [...STOREFRONT_PATHS, '/no-such-page', '/robots.txt', '/sitemap.xml'];
    for (const url of urls) {
      const body = (await get(url)).body;
      expect(body).not.toContain(TEST_ADMIN_PATH);
      for (const chunk of adminChunks) expect(body).not.toContain(chunk);
    }
  });
});

const setRegion = (region: Region, change: Partial<Region>) =>
  setRegionAs(t.app, admin, region, change);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
