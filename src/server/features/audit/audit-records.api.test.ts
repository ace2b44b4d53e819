import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_DATA } from '#domain/audit-values';
import type { Region } from '#shared/schemas/regions';
import { auditLog } from '#server/features/audit/audit.tables';
import { auditedShop, type AuditLogWatch } from '#test-support/audit';
import type { SignedIn } from '#test-support/customers';
import type { TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let adminSession: string | null;
let customer: SignedIn;
let log: AuditLogWatch;
beforeAll(async () => {
  ({ t, log, admin, adminSession, customer } = await auditedShop({
    firstName: 'Grace',
    lastName: 'Hopper',
  }));
});
beforeEach(async () => {
  await log.added();
});
afterAll(async () => t.close());

const adminCall = (method: 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const byAdmin = () => ({ actor: 'admin', ip: '127.0.0.1', sessionId: adminSession });

describe('customers in the audit log', () => {
  const customerPath = (what: string) => `/api/customers/${customer.customer.id}/${what}`;
  const aboutCustomer = () => ({ entityType: 'customer', entityId: String(customer.customer.id) });

  it('records a custom price with the old and new price, note and date', async () => {
    const response = await adminCall('PATCH', customerPath('pricing'), {
      customPrice: 250.5,
      customPriceNote: 'Loyal customer',
      customPriceValidTo: '2030-06-01',
    });
    expect(response.statusCode).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'customer.pricing_updated',
      ...byAdmin(),
      ...aboutCustomer(),
      before: { customPrice: null, customPriceNote: null, customPriceValidTo: null },
      after: {
        customPrice: '250.50',
        customPriceNote: 'Loyal customer',
        customPriceValidTo: '2030-06-01T00:00:00.000Z',
      },
    });
  });

  it('records a VAT rate change, and nothing when the rate is already so', async () => {
    expect((await adminCall('PATCH', customerPath('vat-rate'), { vatRate: 20 })).statusCode).toBe(
      200,
    );
    expect(await log.onlyAdded()).toMatchObject({
      action: 'customer.vat_rate_updated',
      ...byAdmin(),
      ...aboutCustomer(),
      before: { vatRate: 5 },
      after: { vatRate: 20 },
    });
    await adminCall('PATCH', customerPath('vat-rate'), { vatRate: 20 });
    expect(await log.added()).toEqual([]);
  });

  it('records the back office editing details: which fields changed, never their values', async () => {
    const response = await adminCall('PATCH', customerPath('details'), {
      firstName: 'Grace',
      lastName: 'Murray Hopper',
      city: 'Arlington',
    });
    expect(response.statusCode).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'customer.details_updated',
      ...byAdmin(),
      ...aboutCustomer(),
      before: { lastName: PERSONAL_DATA, city: null },
      after: { lastName: PERSONAL_DATA, city: PERSONAL_DATA },
    });
  });

  it('records a customer editing their own profile under their session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/customers/profile',
      headers: { cookie: customer.cookie },
      payload: { firstName: 'Amazing Grace', lastName: 'Murray Hopper', city: 'Arlington' },
    });
    expect(response.statusCode).toBe(200);
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'customer.profile_updated',
      actor: 'customer',
      ...aboutCustomer(),
      before: { firstName: PERSONAL_DATA },
      after: { firstName: PERSONAL_DATA },
    });
    expect(JSON.stringify(entry)).not.toMatch(/Grace|Hopper|Arlington/);
    expect(entry.sessionId).toMatch(/^[0-9a-f]{16}$/);
    expect(entry.sessionId).not.toBe(adminSession);
  });

  it('records nothing for a refused change or an unknown customer', async () => {
    expect((await adminCall('PATCH', customerPath('vat-rate'), { vatRate: 7 })).statusCode).toBe(
      400,
    );
    const unknown = await adminCall('PATCH', '/api/customers/999999/vat-rate', { vatRate: 0 });
    expect(unknown.statusCode).toBe(404);
    expect(await log.added()).toEqual([]);
  });
});

describe('regions in the audit log', () => {
  const regions = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/regions' })).json<Region[]>();

  it('records new prices with the old ones', async () => {
    const doncaster = (await regions()).find((region) => region.name === 'Doncaster')!;
    const response = await adminCall('PATCH', `/api/regions/${doncaster.id}/pricing`, {
      singlePrice: '299.00',
      bulkPrice: doncaster.bulkPrice,
      wholesalePrice: doncaster.wholesalePrice,
    });
    expect(response.statusCode).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'region.updated',
      ...byAdmin(),
      entityType: 'region',
      entityId: String(doncaster.id),
      before: { singlePrice: doncaster.singlePrice },
      after: { singlePrice: '299.00' },
    });
  });

  it('records deleting every region with what was deleted', async () => {
    const before = await regions();
    const response = await adminCall('DELETE', '/api/admin/regions/delete-all');
    expect(response.statusCode).toBe(200);
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({ action: 'region.deleted_all', ...byAdmin() });
    expect((entry.before as { regions: { name: string }[] }).regions.map((r) => r.name)).toEqual(
      before.map((region) => region.name).sort(),
    );
    expect(entry.after).toEqual({ regions: [] });
  });
});

describe('settings in the audit log', () => {
  it('records the old and new value of each setting saved', async () => {
    const response = await adminCall('PATCH', '/api/settings', [
      { key: 'new_orders_email', value: 'sales@northfield.test' },
      { key: 'payments_enabled', value: 'true' },
    ]);
    expect(response.statusCode).toBe(200);
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'settings.updated',
      ...byAdmin(),
      after: { new_orders_email: 'sales@northfield.test', payments_enabled: 'true' },
    });
    expect(entry.before).toMatchObject({ payments_enabled: 'false' });
    expect(entry.before?.new_orders_email).not.toBe('sales@northfield.test');
  });

  it('records nothing when a setting is refused', async () => {
    const response = await adminCall('PATCH', '/api/settings', [
      { key: 'payments_enabled', value: 'false' },
      { key: 'new_orders_email', value: 'not an email' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await log.added()).toEqual([]);
  });
});

describe('what the audit log never holds', () => {
  it('keeps no password, hash or token from any entry written here', async () => {
    const entries = await t.database.db.select().from(auditLog);
    expect(entries.length).toBeGreaterThan(5);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(customer.password);
    expect(text).not.toMatch(/scrypt\$/);
    expect(text).not.toContain(admin.slice('admin_sid='.length).split('.')[0]!);
  });
});
