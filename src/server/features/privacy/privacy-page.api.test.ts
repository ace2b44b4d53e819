import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPrivacyFacts } from '#shared/api/privacy';
import { signInAdmin } from '#test-support/admin';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';

// The privacy notice as production serves it: rendered on the server from the built
// storefront, stating the retention periods the settings hold at the time of the request.
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

const privacyText = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/privacy' });
  expect(response.statusCode).toBe(200);
  return response.body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&rsquo;/g, "'")
    .replace(/\s+/g, ' ');
};

describe('GET /privacy', () => {
  it('is rendered on the server with the controller, rights, cookies and periods in force', async () => {
    const text = await privacyText();
    expect(text).toContain('Privacy Notice');
    expect(text).toContain('service@shop.test');
    expect(text).toContain('6 years after the invoice date');
    expect(text).toContain('24 months after the order was delivered or cancelled');
    expect(text).toContain('Until you delete your account');
    expect(text).toContain('30 days after sending, then deleted');
    for (const phrase of [
      'ico.org.uk',
      '0303 123 1113',
      'portability',
      'legal obligation',
      'consent',
    ]) {
      expect(text).toContain(phrase);
    }
    for (const cookie of ['sid', 'device', 'admin_sid', 'admin_pending', 'admin_device']) {
      expect(text).toContain(` ${cookie} `);
    }
  });

  it('shows a changed retention period on the next response', async () => {
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: [
        { key: 'retention_invoiced_order_years', value: '8' },
        { key: 'retention_inactive_account_months', value: '36' },
        { key: 'link_expiry_days', value: '120' },
      ],
    });
    expect(changed.statusCode).toBe(200);
    const text = await privacyText();
    expect(text).toContain('8 years after the invoice date');
    expect(text).toContain('36 months after your last sign-in or order');
    expect(text).toContain('Stop working 120 days after delivery or cancellation');
    const facts = await t.app.inject({ method: 'GET', url: '/api/privacy' });
    expectAnswerMatchesOpenApi(getPrivacyFacts, facts);
    expect(facts.json()).toMatchObject({
      contactEmail: 'service@shop.test',
      retention: { invoicedOrderYears: 8, inactiveAccountMonths: 36 },
      linkExpiryDays: 120,
    });
  });

  it('refuses a period below its legal floor, naming it, and changes nothing', async () => {
    const refused = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: [
        { key: 'retention_sent_email_body_days', value: '10' },
        { key: 'retention_audit_months', value: '6' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Audit entries must be kept at least 12 months');
    const years = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: [{ key: 'retention_invoiced_order_years', value: '5' }],
    });
    expect(years.statusCode).toBe(400);
    expect(years.body).toContain('at least 6 years after the invoice date');
    expect(await privacyText()).toContain('30 days after sending, then deleted');
  });

  it('is in the sitemap', async () => {
    const sitemap = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${TEST_PUBLIC_URL}/privacy</loc>`);
  });
});
