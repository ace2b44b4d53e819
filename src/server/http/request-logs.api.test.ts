import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD, signInAdmin } from '#test-support/admin';
import { TEST_PASSWORD, registerCustomer, type SignedIn } from '#test-support/customers';
import {
  adminSetStatus,
  answerSandboxPage,
  confirmedOrder,
  payNow,
  paymentUrlOf,
  setPaymentsEnabled,
} from '#test-support/payment-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createCredentialPaths } from './credential-paths.ts';
import { errorWithoutParams, redactUrl, shopLoggerOptions } from './log-options.ts';

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});
const parsed = () => lines.map((line) => JSON.parse(line) as LogLine);
const withMessage = (msg: string) => parsed().filter((line) => line.msg === msg);

/** The request id of the completed request to this method and route. */
function requestIdOf(method: string, urlPattern: RegExp): string {
  const line = parsed().find((l) => {
    const req = l.req as { method?: string; url?: string } | undefined;
    return (
      l.msg === 'request completed' && req?.method === method && urlPattern.test(req.url ?? '')
    );
  });
  if (!line?.reqId) throw new Error(`No completed ${method} ${String(urlPattern)} in the log`);
  return line.reqId;
}

let t: TestApp;
let customer: SignedIn;
let admin: string;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp({
    config: { rateLimits: false },
    listen: true,
    logger: shopLoggerOptions('info', capture),
  });
  customer = await registerCustomer(t.app);
  admin = await signInAdmin(t.app);
  await setPaymentsEnabled(t, admin, true);
  orderId = await confirmedOrder(t, customer);
  const paymentUrl = paymentUrlOf(await payNow(t, orderId, customer.cookie));
  await answerSandboxPage(t, paymentUrl, 'approve');
  expect((await adminSetStatus(t, admin, orderId, 'cancelled')).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('the log of an order and its payment', () => {
  it('logs the order placed with its id, on its request', () => {
    const [placed] = withMessage('order placed');
    expect(placed).toMatchObject({ orderId, customerId: customer.customer.id });
    expect(placed?.reqId).toBe(requestIdOf('POST', /^\/api\/orders$/));
  });

  it('logs the payment started and its status change with its ids, on the requests that did it', () => {
    const [started] = withMessage('payment attempt started');
    expect(started).toMatchObject({ orderId, paymentId: expect.any(Number) });
    expect(started?.reference).toEqual(expect.any(String));
    expect(started?.reqId).toBe(requestIdOf('POST', /^\/api\/orders\/\d+\/payment$/));

    // Approved on the sandbox page: the bank's payment is under way.
    const [changed] = withMessage('payment status changed');
    expect(changed).toMatchObject({
      from: 'pending',
      to: 'processing',
      orderId,
      paymentId: started?.paymentId,
      reference: started?.reference,
      providerPaymentId: expect.any(String),
    });
    // The provider's notice, over HTTP to the webhook, is the request that applied it.
    expect(changed?.reqId).toBe(requestIdOf('POST', /^\/api\/payments\/webhook\//));
  });

  it("logs the back office's change with the order id, on its request", () => {
    const changed = withMessage('order changed').find((l) => l.change === 'status_changed');
    expect(changed).toMatchObject({ orderId, fields: ['status'], status: 'cancelled' });
    expect(changed?.reqId).toBe(requestIdOf('PATCH', /^\/api\/orders\/\d+\/status$/));
  });

  it('never logs a password, session, token, webhook secret or card-like number', () => {
    const text = lines.join('\n');
    const secrets = [
      TEST_PASSWORD,
      TEST_ADMIN_PASSWORD,
      customer.cookie.split('=')[1] ?? '',
      admin.split('=')[1] ?? '',
      t.webhookSecret,
    ];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/api/payments/webhook/[redacted]');
    // Digits in strings only: a line's own time is a 13-digit number. Payment ids are UUIDs,
    // whose digits can run on across a hyphen like a card number's: they are not card numbers.
    const uuid = /[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}/gi;
    const strings = parsed().flatMap((line) => JSON.stringify(line).match(/"[^"]*"/g) ?? []);
    const digitRuns = strings.map((s) => s.replace(uuid, '').replace(/[\s-]/g, ''));
    expect(digitRuns.filter((s) => /\d{13,19}/.test(s))).toEqual([]);
  });
});

describe('redactUrl', () => {
  const paths = createCredentialPaths();
  paths.learn('/api/payments/webhook/:secret');
  paths.learn('/unsubscribe/:token');
  paths.learn('/api/orders/:id');

  it('masks the path segments routes take as credentials, and token-like query values', () => {
    expect(redactUrl('/api/payments/webhook/abc123?x=1', paths)).toBe(
      '/api/payments/webhook/[redacted]?x=1',
    );
    expect(redactUrl('/unsubscribe/12-s3cr3t/', paths)).toBe('/unsubscribe/[redacted]/');
    expect(redactUrl('/reset-password?token=s3cr3t&next=/account', paths)).toBe(
      '/reset-password?token=[redacted]&next=/account',
    );
    expect(redactUrl('/api/orders/12?page=2', paths)).toBe('/api/orders/12?page=2');
  });

  it('matches a route whose fixed part is spelt with percent-encoding or in capitals', () => {
    expect(redactUrl('/UNSUBSCRIBE/s3cr3t', paths)).toBe('/UNSUBSCRIBE/[redacted]');
    expect(redactUrl('/%75nsubscribe/s3cr3t', paths)).toBe('/%75nsubscribe/[redacted]');
  });
});

describe('errorWithoutParams', () => {
  it("keeps a failed query's statement and cause but never its parameters", () => {
    const error = new DrizzleQueryError(
      'insert into "customers" ("email", "password_hash") values ($1, $2)',
      ['ada@example.com', 'scrypt$secret-hash'],
      new Error('duplicate key value violates unique constraint'),
    );
    const logged = JSON.stringify(errorWithoutParams(error));
    expect(logged).toContain('insert into \\"customers\\"');
    expect(logged).toContain('duplicate key value');
    expect(logged).not.toContain('secret-hash');
    expect(logged).not.toContain('ada@example.com');
  });
});
