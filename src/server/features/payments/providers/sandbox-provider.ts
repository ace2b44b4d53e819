// The built-in stand-in for the provider (PAYMENT_PROVIDER=sandbox, the default): payments are
// made on a test page the shop serves itself (sandbox-routes.ts), so the whole flow works
// offline and in tests. Its answers copy the provider's shapes, with sandbox:// addresses.
import { randomUUID } from 'node:crypto';
import {
  assertPaymentInput,
  mapProviderStatus,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderExchange,
} from './payment-provider.ts';
import { SANDBOX_HEADERS, sandboxListing } from './sandbox-listings.ts';
import type { SandboxPayment } from './sandbox-payment.ts';
import { SANDBOX_BANKS, type SandboxFailure, type SandboxStore } from './sandbox-store.ts';
import { createPaymentBody } from './wonderful-provider.ts';

/** The path of the sandbox's hosted payment page, under the shop's PUBLIC_URL. */
export const SANDBOX_PAY_PATH = '/sandbox-pay';

export function createSandboxProvider(options: {
  publicUrl: string;
  store: SandboxStore;
  now?: () => Date;
}): PaymentProvider {
  const { store } = options;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  const exchange = (
    method: string,
    path: string,
    status: number,
    body: unknown,
    requestBody?: unknown,
  ): ProviderExchange => ({
    request: {
      method,
      url: `sandbox://${path}`,
      headers: { ...SANDBOX_HEADERS },
      ...(requestBody === undefined ? {} : { body: requestBody }),
    },
    response: { status, body },
  });

  const notFound = (path: string) =>
    new PaymentProviderError('rejected', 'Payment not found', {
      status: 404,
      exchange: exchange('GET', path, 404, { error: true, message: 'Payment not found' }),
    });

  /** A failure a test asked for (store.failNext), as the real adapter would report it. */
  const injected = (how: SandboxFailure, method: string, path: string) => {
    if (how === 'not_found') return notFound(path);
    if (how === 'timeout') {
      return new PaymentProviderError(
        'unavailable',
        'Payment provider unavailable: no answer from the sandbox in time',
      );
    }
    return new PaymentProviderError('unavailable', 'Payment provider unavailable (HTTP 500)', {
      status: 500,
      exchange: exchange(method, path, 500, { message: 'Server Error' }),
    });
  };

  const supportedBanks = async () =>
    exchange('GET', 'v2/supported-banks', 200, {
      data: SANDBOX_BANKS.map((bank) => ({ ...bank })),
    });

  return {
    name: 'sandbox',
    async createPayment(input) {
      assertPaymentInput(input);
      if (!isWebAddress(input.redirectUrl)) {
        throw new PaymentProviderError('rejected', 'The redirect url must be a valid URL.');
      }
      const failure = store.takeFailure('create');
      if (failure && failure !== 'timeout') throw injected(failure, 'POST', 'v1/payments');
      const id = randomUUID();
      const at = now();
      const payment: SandboxPayment = {
        id,
        reference: input.reference,
        amountPence: input.amountPence,
        customerEmail: input.customerEmail,
        customerName: input.customerName ?? null,
        description: input.description ?? null,
        redirectUrl: input.redirectUrl,
        webhookUrl: input.webhookUrl ?? null,
        status: 'pending',
        bankId: null,
        cancelledByShop: false,
        createdAt: at,
        updatedAt: at,
      };
      await store.add(payment);
      // Made, but the answer never came: the shop cannot know the payment exists.
      if (failure === 'timeout') throw injected(failure, 'POST', 'v1/payments');
      const paymentUrl = `${publicUrl}${SANDBOX_PAY_PATH}/${id}`;
      const raw = exchange(
        'POST',
        'v1/payments',
        201,
        {
          data: {
            wonderfulPaymentsId: id,
            redirectTo: paymentUrl,
            paymentReference: input.reference,
          },
        },
        createPaymentBody(input),
      );
      return { providerPaymentId: id, paymentUrl, raw };
    },

    async getPayment(id) {
      const path = `v1/payments/${id}`;
      const failure = store.takeFailure('status');
      if (failure) throw injected(failure, 'GET', path);
      const payment = await store.get(id);
      if (!payment) throw notFound(path);
      // Like a real bank: accepted first, then settled. The next read reports completed.
      if (payment.status === 'accepted') {
        await store.update(id, { status: 'completed', updatedAt: now() }, 'accepted');
      }
      const raw = exchange('GET', path, 200, {
        data: {
          wonderfulPaymentsId: id,
          paymentReference: payment.reference,
          status: payment.status,
          selectedAspsp: payment.bankId,
        },
      });
      return {
        providerPaymentId: id,
        reference: payment.reference,
        providerStatus: payment.status,
        status: mapProviderStatus(payment.status),
        raw,
      };
    },

    async cancelPayment(id) {
      if (!(await store.cancelByShop(id, now()))) {
        throw new PaymentProviderError('rejected', 'The payment can no longer be cancelled');
      }
    },

    listCustomers: async (filters) => sandboxListing('customers', await store.all(), filters),
    listOrders: async (filters) => sandboxListing('orders', await store.all(), filters),
    listPayments: async (filters) => sandboxListing('payments', await store.all(), filters),
    supportedBanks,
    // As the real adapter: a payment that cannot exist, so 404 says the call was accepted.
    testConnection: async () =>
      exchange('GET', `v1/payments/${randomUUID()}`, 404, {
        error: true,
        message: 'Payment not found',
      }),
  };
}

function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
