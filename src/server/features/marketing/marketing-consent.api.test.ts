import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as endpoints from '#shared/api/marketing';
import { MARKETING_CONSENT_WORDING } from '#shared/marketing-consent';
import type { Database } from '#server/db/client';
import { emailOutbox } from '#server/features/mail/mail.tables';
import { marketingConsents } from '#server/features/marketing/marketing.tables';
import {
  guestOrder,
  newCustomerDetails,
  registerCustomer,
  type SignedIn,
} from '#test-support/customers';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '#test-support/test-app';
import { parseMail } from '#test-support/test-smtp-server';
import { queueMarketingEmails } from '../mail/marketing-outbox.ts';
import { createMarketingConsentService } from './marketing-consent.service.ts';
import { createUnsubscribeLinks } from './unsubscribe-links.ts';

const SESSION_SECRET = 'test-session-secret-of-at-least-32-characters';
const links = createUnsubscribeLinks(SESSION_SECRET, TEST_PUBLIC_URL);

let t: TestApp;
let consent: ReturnType<typeof createMarketingConsentService>;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false, sessionSecret: SESSION_SECRET } });
  const { db } = t.database;
  consent = createMarketingConsentService({
    db,
    transaction: (work) => db.transaction(work),
    now: () => new Date(),
  });
});
afterAll(async () => t.close());

const rowsOf = (customerId: number) =>
  t.database.db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.customerId, customerId))
    .orderBy(asc(marketingConsents.id));

const offer = (to: string, customerId: number) => ({
  to,
  customerId,
  subject: 'Autumn offer',
  body: {
    title: 'Autumn offer',
    preheader: '',
    blocks: [{ kind: 'paragraph' as const, text: '5% off in October.' }],
    footer: [],
  },
});

const queueOffer = (customer: SignedIn['customer']) =>
  t.database.db.transaction((tx: Database) =>
    queueMarketingEmails(tx, consent, [offer(customer.email, customer.id)]),
  );

async function deliveredTo(email: string) {
  const files = (await readdir(t.outboxDir)).filter((f) => f.endsWith('.eml')).sort();
  const mails = await Promise.all(
    files.map(async (f) => parseMail(await readFile(join(t.outboxDir, f), 'utf8'))),
  );
  return mails.filter((m) => m.header('to')?.includes(email));
}

const unsubscribe = (token: string, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({
    method,
    url: `/unsubscribe/${token}`,
    // As a mail provider's server sends it: another site's request, no cookie, no CSRF token.
    headers:
      method === 'POST'
        ? { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' }
        : {},
    ...(method === 'POST' ? { payload: 'List-Unsubscribe=One-Click' } : {}),
  });

describe('consent at registration', () => {
  it('records a yes with its time, source and the exact words shown', async () => {
    const before = Date.now();
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    const rows = await rowsOf(customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      granted: true,
      source: 'register',
      wording: MARKETING_CONSENT_WORDING,
    });
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records a no when the box is left unticked or left out', async () => {
    for (const overrides of [{ marketingConsent: false }, {}]) {
      const { customer, cookie } = await registerCustomer(t.app, overrides);
      expect(await rowsOf(customer.id)).toMatchObject([{ granted: false, source: 'register' }]);
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/customers/marketing-consent',
        headers: { cookie },
      });
      expect(current.json()).toMatchObject({ granted: false, source: 'register' });
    }
  });

  it('records the checkout as the source of an account made while ordering', async () => {
    const { customer, cookie } = await registerCustomer(t.app, {
      marketingConsent: true,
      signupSource: 'checkout',
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: guestOrder({ customerId: customer.id, email: customer.email }),
    });
    expect(placed.statusCode).toBe(201);
    expect(await rowsOf(customer.id)).toMatchObject([
      { granted: true, source: 'checkout', wording: MARKETING_CONSENT_WORDING },
    ]);
  });

  it('refuses a source the forms do not have', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers/register',
      payload: { ...newCustomerDetails(), signupSource: 'admin' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the account page', () => {
  it('shows the choice and records each change as a new row', async () => {
    const { customer, cookie } = await registerCustomer(t.app);
    const put = (granted: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customers/marketing-consent',
        headers: { cookie },
        payload: { granted },
      });
    const granted = await put(true);
    expect(granted.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.updateMarketingConsent, granted);
    expectAnswerMatchesOpenApi(
      endpoints.getMarketingConsent,
      await t.app.inject({
        method: 'GET',
        url: '/api/customers/marketing-consent',
        headers: { cookie },
      }),
    );
    expect(granted.json()).toMatchObject({ granted: true, source: 'account' });
    expect((await put(false)).json()).toMatchObject({ granted: false, source: 'account' });
    expect((await put('yes')).statusCode).toBe(400);
    expect((await rowsOf(customer.id)).map((r) => [r.granted, r.source])).toEqual([
      [false, 'register'],
      [true, 'account'],
      [false, 'account'],
    ]);
    expect(await consent.consentHistory(customer.id)).toHaveLength(3);
  });

  it('is private', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/marketing-consent',
      payload: { granted: true },
    });
    expect(response.statusCode).toBe(401);
    expectAnswerMatchesOpenApi(endpoints.updateMarketingConsent, response);
  });
});

describe('one-click unsubscribe', () => {
  it('withdraws consent from a POST with no cookie, once however often it comes', async () => {
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    const token = links.token(customer.id);
    const first = await unsubscribe(token);
    expect(first.statusCode).toBe(200);
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await consent.getMarketingConsent(customer.id)).granted).toBe(false);
    expect((await rowsOf(customer.id)).map((r) => [r.granted, r.source])).toEqual([
      [true, 'register'],
      [false, 'unsubscribe-link'],
    ]);
  });

  it('changes nothing on GET, which only shows the button', async () => {
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    const page = await unsubscribe(links.token(customer.id), 'GET');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post">');
    expect(await rowsOf(customer.id)).toHaveLength(1);
    expect((await consent.getMarketingConsent(customer.id)).granted).toBe(true);
  });

  it('refuses a tampered token and changes nothing', async () => {
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    const token = links.token(customer.id);
    const others = createUnsubscribeLinks(`${SESSION_SECRET}x`, TEST_PUBLIC_URL);
    for (const bad of [`${token.slice(0, -2)}xx`, others.token(customer.id), 'junk']) {
      expect((await unsubscribe(bad)).statusCode).toBe(404);
      expect((await unsubscribe(bad, 'GET')).statusCode).toBe(404);
    }
    expect(await rowsOf(customer.id)).toHaveLength(1);
  });
});

describe('marketing emails', () => {
  it('are not queued to a customer who has not consented', async () => {
    const { customer } = await registerCustomer(t.app);
    const result = await queueOffer(customer);
    expect(result).toEqual({ queued: [], refused: [customer.id] });
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.customerId, customer.id), eq(emailOutbox.kind, 'marketing')));
    expect(rows).toHaveLength(0);
  });

  it('carry both unsubscribe headers and a visible link', async () => {
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    expect((await queueOffer(customer)).queued).toHaveLength(1);
    await t.mailWorker.runOnce();

    const [mail] = (await deliveredTo(customer.email)).filter((m) =>
      m.header('subject')?.includes('Autumn offer'),
    );
    const url = links.url(customer.id);
    expect(mail?.header('list-unsubscribe')).toBe(`<${url}>`);
    expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(url);
    // The link is made when sent, never stored.
    const stored = JSON.stringify(await t.database.db.select().from(emailOutbox));
    expect(stored).not.toContain(links.token(customer.id));
  });

  it('are not sent when consent is withdrawn after they were queued', async () => {
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    const [id] = (await queueOffer(customer)).queued;
    await unsubscribe(links.token(customer.id));
    await t.mailWorker.runOnce();
    const [row] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    expect(row?.status).toBe('failed');
    expect((await deliveredTo(customer.email)).map((m) => m.header('subject'))).not.toContain(
      'Autumn offer',
    );
  });

  it('never mark an order or account email: those have no List-Unsubscribe', async () => {
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: guestOrder({ email: customer.email }),
    });
    expect(placed.statusCode).toBe(201);
    await t.mailWorker.runOnce();
    const mails = await deliveredTo(customer.email);
    expect(mails.length).toBeGreaterThanOrEqual(2); // welcome and order confirmation
    for (const mail of mails) {
      expect(mail.header('list-unsubscribe')).toBeUndefined();
      expect(mail.header('list-unsubscribe-post')).toBeUndefined();
    }
  });
});

describe('for data export and erasure', () => {
  it('answers the current state and the history, and deletes them', async () => {
    const { customer } = await registerCustomer(t.app, { marketingConsent: true });
    await unsubscribe(links.token(customer.id));
    expect(await consent.getMarketingConsent(customer.id)).toMatchObject({
      granted: false,
      source: 'unsubscribe-link',
      wording: MARKETING_CONSENT_WORDING,
    });
    expect((await consent.consentHistory(customer.id)).map((r) => r.source)).toEqual([
      'register',
      'unsubscribe-link',
    ]);
    expect(await consent.deleteConsents(customer.id)).toBe(2);
    expect(await consent.consentHistory(customer.id)).toEqual([]);
    expect((await consent.getMarketingConsent(customer.id)).granted).toBe(false);
  });
});
