import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';

import { site } from '#shared/site';

interface SeedRegion {
  name: string;
  country: string;
  enabled: boolean;
}

/** The regions the e2e server seeds on first start. */
function seedRegions(): SeedRegion[] {
  const rows = parse<Record<string, string>>(
    readFileSync('src/server/seed/regions-seed.csv', 'utf8'),
    { columns: true, skip_empty_lines: true, trim: true },
  );
  return rows.map((row) => ({
    name: row.name ?? '',
    country: row.country?.trim() || 'United Kingdom',
    enabled: row.enabled === 'true',
  }));
}

const HOME_NATIONS = ['England', 'Wales', 'Scotland', 'Northern Ireland'];

function regionTable(page: Page, country: string) {
  return page.getByRole('table', { name: `Delivery regions in ${country}` });
}

test('about tells our story, gives the company details and leads to contact', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`About Us | ${site.tradingName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our values' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();

  const company = page.getByRole('region', { name: 'Company information' });
  await expect(company).toContainText(site.tradingName);
  await expect(company).toContainText(site.companyName);
  await expect(company).toContainText(`company number ${site.companyNumber}`);
  await expect(company).toContainText(new RegExp(`Established\\s*${site.establishedYear}`));
  await expect(page.getByRole('main')).toContainText('Scunthorpe');
  await expect(page.getByRole('main')).toContainText('East Midlands');

  await page.getByRole('link', { name: 'Contact Us Today' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
});

test('delivery information has its six sections, links to coverage and gives contact details', async ({
  page,
}) => {
  await page.goto('/delivery');
  await expect(page).toHaveTitle(`Delivery Information | ${site.tradingName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery Information');
  for (const heading of [
    'Delivery Service',
    'Coverage Area',
    'Delivery Times',
    'Requirements',
    'Pricing',
    'Important Delivery Information',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  const main = page.getByRole('main');
  for (const fact of [
    '5-7 working days',
    '2-3 working days',
    'Subject to availability',
    '30 metres',
    '30-60 minutes',
    'Free delivery on orders of 10 tonnes or more',
    '1-tonne bags or blown in bulk',
  ]) {
    await expect(main).toContainText(fact);
  }
  await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    site.phone.href,
  );
  await expect(main.getByRole('link', { name: site.email })).toBeVisible();

  await main.getByRole('link', { name: 'See our full delivery coverage' }).click();
  await expect(page).toHaveURL(/\/coverage$/);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the delivery page gives the earliest day to a postcode beside its usual times`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/delivery');
    const times = page.getByRole('region', { name: 'Delivery Times' });
    await expect(times).toContainText('5-7 working days');
    // When a delivery comes follows the lead time in Settings and the rounds checkout books.
    await expect(times.getByTestId('delivery-terms')).toHaveText(
      'The earliest delivery is 3 working days after your order. Where our lorries run a round to your postcode, you book your day at checkout; elsewhere we phone or email within 2 working days of your order to agree the day.',
    );
    const check = times.getByRole('region', { name: 'When can our lorry come to you?' });
    const answer = check.getByTestId('earliest-delivery');
    await expect(answer).toHaveText('');

    await check.getByLabel('Your postcode').fill('dn15 8qa');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(answer).toHaveText(
      /^Earliest delivery: (Monday|Tuesday|Wednesday|Thursday|Friday) \d{1,2} [A-Z][a-z]+$/,
    );

    // A postcode we do not deliver to says so, as the home page does, and gives no date.
    await check.getByLabel('Your postcode').fill('BT1 1AA');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByText(/not currently delivering to Belfast/)).toBeVisible();
    await expect(answer).toHaveText('');
    await expect(check.getByLabel('Your postcode')).toHaveAttribute('aria-invalid', 'true');
  });
}

test('terms and conditions has ten numbered sections and the date of the last update', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle(`Terms and Conditions | ${site.tradingName}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
  await expect(page.getByText('Last updated January 2025')).toBeVisible();
  const sections = [
    'Order Acceptance',
    'Payment Terms',
    'Delivery',
    'Product Quality',
    'Storage',
    'Liability',
    'Cancellation',
    'Data Protection',
    'Contact',
    'Governing Law',
  ];
  const headings = page.getByRole('main').getByRole('heading', { level: 2, name: /^\d+\. / });
  await expect(headings).toHaveText(sections.map((title, i) => `${i + 1}. ${title}`));
  const main = page.getByRole('main');
  await expect(main).toContainText('30 days');
  await expect(main).toContainText('8% a year above the Bank of England base rate');
  await expect(main).toContainText('within 7 days');
  await expect(main).toContainText('up to 24 hours before');
  // Beside it, a consumer's statutory right to cancel a distance contract.
  await expect(main).toContainText(
    'Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013',
  );
  await expect(main).toContainText('the right to cancel within 14 days without giving a reason');
  await expect(main).toContainText('England and Wales');
});

test.describe('coverage', () => {
  const regions = seedRegions();

  test('groups the regions by country, home nations first, with their delivery status', async ({
    page,
  }) => {
    await page.goto('/coverage');
    await expect(page).toHaveTitle(`Delivery Coverage | ${site.tradingName}`);

    const countries = [...new Set(regions.map((r) => r.country))];
    const others = countries.filter((c) => !HOME_NATIONS.includes(c)).sort();
    expect(others.length).toBeGreaterThan(0);
    const expected = [...HOME_NATIONS.filter((c) => countries.includes(c)), ...others];
    await expect(page.getByRole('table')).toHaveCount(expected.length);
    const names = await page
      .getByRole('table')
      .evaluateAll((tables) => tables.map((table) => table.getAttribute('aria-label')));
    expect(names).toEqual(expected.map((country) => `Delivery regions in ${country}`));

    // Each group says how many of its regions we deliver to.
    for (const country of expected) {
      const inCountry = regions.filter((r) => r.country === country);
      const enabled = inCountry.filter((r) => r.enabled).length;
      const section = page.getByRole('region', { name: country, exact: true });
      await expect(section).toContainText(`${enabled} of ${inCountry.length} regions available`);
    }

    // Regions are sorted by name within a group.
    const scotland = regions.filter((r) => r.country === 'Scotland').map((r) => r.name);
    const rowHeaders = regionTable(page, 'Scotland').getByRole('rowheader');
    await expect(rowHeaders).toHaveText(scotland.sort((a, b) => a.localeCompare(b, 'en-GB')));

    const doncaster = regionTable(page, 'England').getByRole('row', { name: /Doncaster/ });
    await expect(doncaster).toContainText('DN');
    await expect(doncaster).toContainText('Delivery Available');
    // An available region's only link is its name, to its own page.
    await expect(doncaster.getByRole('link')).toHaveCount(1);
    await expect(doncaster.getByRole('link', { name: 'Doncaster' })).toHaveAttribute(
      'href',
      '/delivery-areas/doncaster',
    );

    const belfast = regionTable(page, 'Northern Ireland').getByRole('row', { name: /Belfast/ });
    await expect(belfast).not.toContainText('Delivery Available');
    const contactLink = belfast.getByRole('link', { name: 'Contact us for options' });
    await expect(contactLink).toHaveAttribute('href', '/contact');

    const help = page.getByRole('complementary', { name: 'Need help with delivery?' });
    await expect(help.getByRole('link', { name: site.phone.display })).toBeVisible();
    for (const line of site.dispatchCentre.lines) await expect(help).toContainText(line);

    await contactLink.click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('says so when the regions cannot be loaded, and can try again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/regions', async (route) => {
      if (fail) await route.fulfill({ status: 500, body: '{"message":"Internal error"}' });
      else await route.fallback();
    });
    // The server renders /coverage with its regions; a shopper arriving from another page
    // has them fetched in the browser, which is where this can fail.
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery Coverage' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load the delivery regions.");
    await expect(alert.getByRole('link', { name: site.phone.display })).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(regionTable(page, 'England')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the region tables fit the screen', async ({ page }) => {
      await page.goto('/coverage');
      const table = regionTable(page, 'England');
      await expect(table).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await table.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    });
  });
});
