import { signInAdmin } from './admin.ts';
import { registerCustomer, type SignedIn } from './customers.ts';
import { startFakeWonderful, type FakeWonderful } from './fake-wonderful.ts';
import { setPaymentsEnabled } from './payment-orders.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A shop whose payments go to Wonderful, played by a local fake: payments on, the back office
 * signed in, and a registered customer to own orders. Close both `t` and `fake` afterwards.
 */
export async function startWonderfulShop(): Promise<{
  fake: FakeWonderful;
  t: TestApp;
  admin: string;
  owner: SignedIn;
}> {
  const fake = await startFakeWonderful();
  const t = await createTestApp({
    config: {
      rateLimits: false,
      paymentProvider: 'wonderful',
      wonderfulApiUrl: fake.apiUrl,
      wonderfulApiToken: fake.token,
    },
  });
  const admin = await signInAdmin(t.app);
  const owner = await registerCustomer(t.app);
  await setPaymentsEnabled(t, admin, true);
  return { fake, t, admin, owner };
}
