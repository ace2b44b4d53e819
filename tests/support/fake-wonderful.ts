// Test support only: a local stand-in for Wonderful Payments' HTTP API on a random port,
// speaking the shapes in ../shared/providers/wonderful.md. Both APIs share its one origin:
// v1 under /api/public/v1/... (`apiUrl`, the WONDERFUL_API_URL to use) and v2 under /v2/...
// (what wonderfulV2Url derives for a URL other than the provider's own).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. /v2/customers?per_page=10 */
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** Answers every request this way while set; 'hang' never answers (for timeouts). */
export type ForcedAnswer = 401 | 403 | 422 | 429 | 500 | 503 | 'hang' | null;

export interface FakeWonderful {
  /** The server's origin. */
  url: string;
  /** Its v1 API base: the URL to use as WONDERFUL_API_URL. */
  apiUrl: string;
  token: string;
  requests: RecordedRequest[];
  force: ForcedAnswer;
  /** What successive GETs of one payment report; the last one repeats. */
  statusSequence: string[];
  /** Payments created so far, by id. */
  payments: Map<string, { body: Record<string, unknown>; reads: number }>;
  close(): Promise<void>;
}

const SEEN_401 = {
  status: 'error',
  error_code: 'unauthorized',
  error_message: 'Invalid Bearer Token',
};
const BANKS = [
  {
    bank_id: 'fake-bank',
    bank_name: 'Fake Bank',
    bank_logo: 'https://example.test/fake.png',
    status: 'online',
  },
  { bank_id: 'odd-bank', bank_name: 'Odd Bank', bank_logo: null, status: 'issues' },
];

export async function startFakeWonderful(token = 'test-token-123'): Promise<FakeWonderful> {
  const fake: FakeWonderful = {
    url: '',
    apiUrl: '',
    token,
    requests: [],
    force: null,
    statusSequence: ['pending', 'accepted', 'completed'],
    payments: new Map(),
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Kept as text: a test may assert on it.
      }
      fake.requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
      });
      answer(fake, req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.apiUrl = `${fake.url}/api/public/v1`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function answer(fake: FakeWonderful, req: IncomingMessage, res: ServerResponse, body: unknown) {
  const forced = fake.force;
  if (forced === 'hang') return;
  if (forced === 401) return send(res, 401, SEEN_401);
  if (forced === 403) return send(res, 403, { status: 'error', message: 'Forbidden' });
  if (forced === 422) return invalid(res, { amount: ['The amount must be at least 1.'] });
  if (forced === 429) return send(res, 429, { message: 'Too Many Attempts.' });
  if (forced !== null) return send(res, forced, { message: 'Server Error' });
  if (req.headers.authorization !== `Bearer ${fake.token}`) return send(res, 401, SEEN_401);

  const url = new URL(req.url ?? '/', fake.url);
  const path = url.pathname;
  if (req.method === 'POST' && path === '/api/public/v1/payments') return create(fake, res, body);
  const show = /^\/api\/public\/v1\/payments\/([^/]+)$/.exec(path);
  if (req.method === 'GET' && show?.[1]) return showPayment(fake, res, show[1]);
  if (req.method === 'GET' && path === '/v2/supported-banks')
    return send(res, 200, { data: BANKS });
  const listing = /^\/v2\/(customers|orders|payments)$/.exec(path);
  if (req.method === 'GET' && listing) return send(res, 200, page(url));
  return send(res, 404, { error: true, message: 'Not Found' });
}

function invalid(res: ServerResponse, fields: Record<string, string[]>): void {
  send(res, 422, { error: true, message: 'The given data was invalid.', invalid_fields: fields });
}

function create(fake: FakeWonderful, res: ServerResponse, body: unknown): void {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const email = input.customer_email_address;
  if (typeof email !== 'string' || !email.includes('@')) {
    return invalid(res, {
      customer_email_address: ['The customer email address must be a valid email address.'],
    });
  }
  if (!Number.isInteger(input.amount)) {
    return invalid(res, { amount: ['The amount must be an integer.'] });
  }
  const id = randomUUID();
  fake.payments.set(id, { body: input, reads: 0 });
  send(res, 201, {
    data: {
      wonderfulPaymentsId: id,
      redirectTo: `https://pay.example.test/hosted/${id}`,
      paymentReference: input.merchant_payment_reference,
    },
  });
}

function showPayment(fake: FakeWonderful, res: ServerResponse, id: string): void {
  const payment = fake.payments.get(id);
  if (!payment) return send(res, 404, { error: true, message: 'Payment not found' });
  const sequence = fake.statusSequence;
  const status = sequence[Math.min(payment.reads, sequence.length - 1)] ?? 'pending';
  payment.reads += 1;
  send(res, 200, {
    data: {
      wonderfulPaymentsId: id,
      paymentReference: payment.body.merchant_payment_reference,
      status,
      selectedAspsp: status === 'pending' ? null : 'fake-bank',
    },
  });
}

/** A Laravel-style page (the likely envelope), echoing per_page so tests can see it arrived. */
function page(url: URL) {
  const perPage = Number(url.searchParams.get('per_page') ?? 25);
  return {
    data: [{ id: 1, name: 'Ada Lovelace', email: 'ada@example.test' }],
    links: { first: `${url.origin}${url.pathname}?page=1`, last: null, prev: null, next: null },
    meta: { current_page: 1, per_page: perPage, total: 1, path: url.pathname },
  };
}
