// Every detail of Wonderful Payments' API lives in this file (see ../shared/providers/wonderful.md),
// so a detail that turns out wrong is corrected in one place.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  assertPaymentInput,
  isPaymentId,
  mapProviderStatus,
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
  type ProviderExchange,
  type ProviderListFilters,
} from './payment-provider.ts';
import { toProviderError, unreachableError } from './wonderful-errors.ts';

/** The provider's v1 API, which creates and shows payments: WONDERFUL_API_URL's default. */
export const WONDERFUL_API_URL = 'https://wonderful.co.uk/api/public/v1';
/** Where the provider's v2 API (listings, supported banks) is for its public v1 API. */
export const WONDERFUL_V2_URL = 'https://api.wonderful.one/v2';

/**
 * Where the v2 API is for a given WONDERFUL_API_URL: the provider's v2 host for its public v1
 * URL; for any other URL (a local fake, a proxy) on that same origin, at `{origin}/v2/...`.
 */
export function wonderfulV2Url(apiUrl: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return base === WONDERFUL_API_URL ? WONDERFUL_V2_URL : `${new URL(base).origin}/v2`;
}

export interface WonderfulOptions {
  /** WONDERFUL_API_URL: the v1 base that payments are created and read under. */
  apiUrl: string;
  /** Unset: every call fails with 'authentication failed' before anything is sent. */
  token: string | undefined;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
const REDACTED = 'Bearer ***';

const CreatedSchema = z.object({
  data: z.object({
    wonderfulPaymentsId: z.string().min(1),
    // Opened in the customer's browser, so nothing but a web address is accepted.
    redirectTo: z.url({ protocol: /^https?$/ }),
  }),
});

const PaymentSchema = z.object({
  data: z.object({
    wonderfulPaymentsId: z.string().min(1),
    paymentReference: z.string().nullish(),
    status: z.string().min(1),
  }),
});

/** What v1 is sent to create a payment (the sandbox records the same). */
export function createPaymentBody(input: CreatePaymentInput) {
  // v1 takes no customer name or description: the shop keeps them in its own row.
  return {
    customer_email_address: input.customerEmail,
    merchant_payment_reference: input.reference,
    amount: input.amountPence,
    currency: 'GBP',
    redirect_url: input.redirectUrl,
    ...(input.webhookUrl ? { webhook_url: input.webhookUrl } : {}),
  };
}

/** The shop's listing filters as the provider's query parameters; blanks are left out. */
export function listingQuery(filters: ProviderListFilters): URLSearchParams {
  const query = new URLSearchParams();
  const params: [string, string | number | undefined][] = [
    ['search', filters.search?.trim()],
    ['sort', filters.sort],
    ['start_date', filters.startDate],
    ['end_date', filters.endDate],
    ['per_page', filters.perPage],
    ['status', filters.status],
  ];
  for (const [name, value] of params) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  return query;
}

export function createWonderfulProvider(options: WonderfulOptions): PaymentProvider {
  const v1 = options.apiUrl.replace(/\/+$/, '');
  const v2 = wonderfulV2Url(v1);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const { token } = options;

  /** One call; an answer outside 2xx throws, except a status the caller names as expected. */
  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    expectedStatus?: number,
  ) {
    const exchangeRequest: ProviderExchange['request'] = {
      method,
      url,
      headers: { ...JSON_HEADERS, Authorization: REDACTED },
      ...(body === undefined ? {} : { body }),
    };
    if (!token) {
      throw new PaymentProviderError(
        'authentication',
        'Payment provider authentication failed: WONDERFUL_API_TOKEN is not set',
      );
    }
    let status: number;
    let text: string;
    try {
      const response = await fetchImpl(url, {
        method,
        headers: { ...JSON_HEADERS, Authorization: `Bearer ${token}` },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        // Covers reading the answer too, so a provider that stalls mid-answer is also caught.
        signal: AbortSignal.timeout(timeoutMs),
        // A redirected POST would be re-sent elsewhere; a moved API is a configuration problem.
        redirect: 'manual',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw unreachableError(error, url, timeoutMs);
    }
    const exchange: ProviderExchange = {
      request: exchangeRequest,
      response: { status, body: parseBody(redact(text, token)) },
    };
    if ((status < 200 || status > 299) && status !== expectedStatus) {
      throw toProviderError(exchange);
    }
    return exchange;
  }

  function parsed<T>(schema: z.ZodType<T>, exchange: ProviderExchange): T {
    const result = schema.safeParse(exchange.response.body);
    if (result.success) return result.data;
    throw new PaymentProviderError(
      'unavailable',
      `Payment provider unavailable: unexpected answer to ${exchange.request.method} ${exchange.request.url}`,
      { status: exchange.response.status, exchange },
    );
  }

  const list = (path: string) => async (filters: ProviderListFilters) => {
    const query = listingQuery(filters).toString();
    return call('GET', `${v2}/${path}${query ? `?${query}` : ''}`);
  };
  const supportedBanks = () => call('GET', `${v2}/supported-banks`);

  return {
    name: 'wonderful',
    async createPayment(input) {
      assertPaymentInput(input);
      const raw = await call('POST', `${v1}/payments`, createPaymentBody(input));
      const { data } = parsed(CreatedSchema, raw);
      return { providerPaymentId: data.wonderfulPaymentsId, paymentUrl: data.redirectTo, raw };
    },
    async getPayment(id) {
      if (!isPaymentId(id)) {
        throw new PaymentProviderError('rejected', `Not a payment id: ${id.slice(0, 40)}`);
      }
      const raw = await call('GET', `${v1}/payments/${id}`);
      const { data } = parsed(PaymentSchema, raw);
      return {
        providerPaymentId: data.wonderfulPaymentsId,
        reference: data.paymentReference ?? null,
        providerStatus: data.status,
        status: mapProviderStatus(data.status),
        raw,
      };
    },
    listCustomers: list('customers'),
    listOrders: list('orders'),
    listPayments: list('payments'),
    supportedBanks,
    // What payments use: the same base, token and v1 payments call as a status read, for a
    // payment that cannot exist. 404 means the token was accepted; a 401 fails as usual.
    async testConnection() {
      const raw = await call('GET', `${v1}/payments/${randomUUID()}`, undefined, 404);
      // A web page's 404 (not the API's JSON) means the URL is not the API's: say so.
      const { body } = raw.response;
      if (typeof body !== 'object' || body === null) {
        throw new PaymentProviderError(
          'unavailable',
          `Payment provider unavailable: unexpected answer to GET ${raw.request.url}`,
          { status: raw.response.status, exchange: raw },
        );
      }
      return raw;
    },
  };
}

/** Never hand the token back, even if an answer were to echo it (too short a one cannot be real). */
const redact = (text: string, token: string) =>
  token.length >= 8 ? text.replaceAll(token, '***') : text;

/** JSON when it is JSON; otherwise the text as it came (an HTML error page from a proxy, say). */
function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.length > 2000 ? `${text.slice(0, 2000)}...` : text;
  }
}
