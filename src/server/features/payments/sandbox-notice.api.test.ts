import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '#test-support/admin';
import { registerCustomer, type SignedIn } from '#test-support/customers';
import {
  answerSandboxPage,
  attemptsOf,
  confirmedOrder,
  setPaymentsEnabled,
  orderRow,
  payNow,
} from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let owner: SignedIn;
/** Every request the shop answered on its webhook route, and whether it came over the network. */
const notices: { status: number; overNetwork: boolean }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    listen: true,
    extend: (app) =>
      app.addHook('onResponse', async (request, reply) => {
        if (!request.url.startsWith('/api/payments/webhook/')) return;
        // app.inject's requests carry no socket address.
        notices.push({ status: reply.statusCode, overNetwork: Boolean(request.socket.remotePort) });
      }),
  });
  owner = await registerCustomer(t.app);
  await setPaymentsEnabled(t, await signInAdmin(t.app), true);
});
afterAll(async () => t.close());

describe('the sandbox notice', () => {
  it('reaches the webhook route over HTTP and updates the order before the person is back', async () => {
    const orderId = await confirmedOrder(t, owner);
    const { paymentUrl } = (await payNow(t, orderId, owner.cookie)).json<{ paymentUrl: string }>();
    const [attempt] = await attemptsOf(t, orderId);
    expect(paymentUrl.startsWith(t.publicUrl)).toBe(true);

    // Approved; the way back to the shop is not followed, so only the notice can tell it.
    await answerSandboxPage(t, paymentUrl, 'approve');
    expect(notices).toEqual([{ status: 200, overNetwork: true }]);
    expect(await orderRow(t, orderId)).toMatchObject({ paymentStatus: 'processing' });
    expect((await attemptsOf(t, orderId))[0]).toMatchObject({
      id: attempt!.id,
      status: 'processing',
    });
  });
});
