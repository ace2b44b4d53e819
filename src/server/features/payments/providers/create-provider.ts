import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import type { SandboxStore } from './sandbox-store.ts';
import { createWonderfulProvider } from './wonderful-provider.ts';

export interface PaymentProviderConfig {
  /** PAYMENT_PROVIDER */
  provider: 'sandbox' | 'wonderful';
  /** PUBLIC_URL: the sandbox's payment page is served under it. */
  publicUrl: string;
  /** WONDERFUL_API_URL: the v1 payments API; the v2 listings are derived from it (wonderfulV2Url). */
  wonderfulApiUrl: string;
  /** WONDERFUL_API_TOKEN; unset, every wonderful call fails with 'authentication failed'. */
  wonderfulApiToken?: string | undefined;
  /** Per request to the provider; 10 seconds by default. */
  wonderfulTimeoutMs?: number;
  /** The app's clock: sandbox payments are dated (and expire) by it. */
  now?: () => Date;
}

/**
 * The adapter PAYMENT_PROVIDER names. The sandbox store is passed in because the sandbox's
 * payment page (registerSandboxRoutes) must read the same payments as the adapter.
 */
export function createPaymentProvider(
  config: PaymentProviderConfig,
  sandboxStore: SandboxStore,
): PaymentProvider {
  if (config.provider === 'wonderful') {
    return createWonderfulProvider({
      apiUrl: config.wonderfulApiUrl,
      token: config.wonderfulApiToken,
      ...(config.wonderfulTimeoutMs ? { timeoutMs: config.wonderfulTimeoutMs } : {}),
    });
  }
  return createSandboxProvider({
    publicUrl: config.publicUrl,
    store: sandboxStore,
    ...(config.now ? { now: config.now } : {}),
  });
}
