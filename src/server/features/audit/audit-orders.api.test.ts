import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PERSONAL_DATA } from '#domain/audit-values';
import { auditedShop, type AuditLogWatch } from '#test-support/audit';
import { guestOrder, orderFor, type SignedIn } from '#test-support/customers';
import {
  adminEdit,
  adminSetStatus,
  answerSandboxPage,
  confirmedOrder,
  payNow,
  paymentUrlOf,
  setPaymentsEnabled,
} from '#test-support/payment-orders';
import type { TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let adminSession: string | null;
let customer: SignedIn;
let log: AuditLogWatch;
beforeAll(async () => {
  ({ t, log, admin, adminSession, customer } = await auditedShop());
});
beforeEach(async () => {
  await log.added();
});
afterAll(async () => t.close());

const byAdmin = () => ({ actor: 'admin', ip: '127.0.0.1', sessionId: adminSession });

async function placeGuestOrder(): Promise<number> {
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', payload: guestOrder() });
  expect(placed.statusCode).toBe(201);
  return placed.json<{ id: number }>().id;
}

describe('orders in the audit log', () => {
  it('records a placed order with the figures the server worked out, naming no one', async () => {
    const id = await placeGuestOrder();
    const entry = await log.onlyAdded();
    expect(JSON.stringify(entry)).not.toMatch(/ada@example\.com|Lovelace|Station Road/);
    expect(entry).toMatchObject({
      action: 'order.placed',
      actor: 'visitor',
      sessionId: null,
      entityType: 'order',
      entityId: String(id),
      before: null,
      after: {
        customerId: null,
        region: 'Doncaster',
        quantity: 2,
        unitPrice: '289.00',
        vatRate: 5,
        vatAmount: '28.90',
        totalPrice: '606.90',
      },
    });
  });

  it('records an order a customer placed under their session', async () => {
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderFor(customer),
      headers: { cookie: customer.cookie },
    });
    const entry = await log.onlyAdded();
    expect(entry).toMatchObject({
      action: 'order.placed',
      actor: 'customer',
      entityId: String(placed.json<{ id: number }>().id),
      after: { customerId: customer.customer.id },
    });
    expect(entry.sessionId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('records a status change with the old and new status, once', async () => {
    const id = await placeGuestOrder();
    await log.added();
    expect((await adminSetStatus(t, admin, id, 'confirmed')).statusCode).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'order.status_changed',
      ...byAdmin(),
      entityType: 'order',
      entityId: String(id),
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    // The same status again changes nothing and records nothing.
    await adminSetStatus(t, admin, id, 'confirmed');
    expect(await log.added()).toEqual([]);
  });

  it('records an edit with each changed field, the derived VAT included', async () => {
    const id = await placeGuestOrder();
    await log.added();
    const edited = await adminEdit(t, admin, customer, id, {
      firstName: 'Ada',
      email: 'ada@example.com',
      quantity: 3,
    });
    expect(edited.statusCode).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'order.edited',
      ...byAdmin(),
      entityId: String(id),
      before: { quantity: '2', totalPrice: '606.90', vatAmount: '28.90' },
      after: { quantity: '3', totalPrice: '910.35', vatAmount: '43.35' },
    });
  });

  it('records linking a customer and re-sending an email', async () => {
    const id = await placeGuestOrder();
    await log.added();
    const linked = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}/associate-customer`,
      headers: { cookie: admin },
      payload: { customerId: customer.customer.id },
    });
    expect(linked.statusCode).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'order.customer_linked',
      ...byAdmin(),
      before: { customerId: null },
      after: { customerId: String(customer.customer.id) },
    });

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/resend-email`,
      headers: { cookie: admin },
      payload: { recipient: 'customer' },
    });
    expect(resent.statusCode).toBe(200);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'order.email_resent',
      ...byAdmin(),
      entityId: String(id),
      after: { recipient: PERSONAL_DATA, subject: PERSONAL_DATA },
    });
  });

  it('records nothing for a refused change', async () => {
    const id = await placeGuestOrder();
    await log.added();
    expect((await adminSetStatus(t, admin, id, 'shipped')).statusCode).toBe(400);
    expect((await adminSetStatus(t, admin, 999_999, 'confirmed')).statusCode).toBe(404);
    expect((await adminEdit(t, admin, customer, id, { quantity: -1 })).statusCode).toBe(400);
    expect(await log.added()).toEqual([]);
  });
});

describe('payments in the audit log', () => {
  it('records each status the provider reports, with the old and new status', async () => {
    await setPaymentsEnabled(t, admin, true);
    const orderId = await confirmedOrder(t, customer);
    await log.added();
    const url = paymentUrlOf(await payNow(t, orderId, customer.cookie));
    await log.added();
    await answerSandboxPage(t, url, 'approve');
    await t.paymentReconciler.runOnce();
    const entries = (await log.added()).filter((e) => e.action === 'payment.status_changed');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries[0]).toMatchObject({
      actor: 'provider',
      sessionId: null,
      entityType: 'payment',
      before: { status: 'pending', orderId },
      after: { status: 'processing', orderId },
    });
    // Each entry moves the status on from where the one before left it.
    for (const [index, entry] of entries.entries()) {
      expect(entry.before?.status).not.toBe(entry.after?.status);
      if (index > 0) expect(entry.before?.status).toBe(entries[index - 1]!.after?.status);
    }
  });
});
