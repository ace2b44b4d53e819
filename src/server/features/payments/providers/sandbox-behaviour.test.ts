// The sandbox behaving like the provider where the shop's tests depend on it: payments expire,
// calls can be made to fail or time out, and the notice travels over HTTP.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { createTestDatabase } from '#test-support/test-database';
import { PaymentProviderError, type PaymentProvider } from './payment-provider.ts';
import { postSandboxNotice } from './sandbox-notice.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import {
  createSandboxStore,
  SANDBOX_EXPIRES_AFTER_MS,
  type SandboxStore,
} from './sandbox-store.ts';

let clock: Date;
let store: SandboxStore;
let provider: PaymentProvider;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

beforeEach(async () => {
  clock = new Date('2026-03-01T12:00:00Z');
  store = createSandboxStore({ db: database.db, now: () => clock });
  await store.clear();
  provider = createSandboxProvider({ publicUrl: 'http://shop.test', store, now: () => clock });
});

const payment = {
  amountPence: 1_000,
  reference: 'WP7-1',
  customerEmail: 'buyer@example.test',
  redirectUrl: 'http://shop.test/api/payments/return',
};

const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

async function failure(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error: unknown = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

describe('sandbox expiry', () => {
  it('an unfinished payment expires after the set time, which the shop reads as failed', async () => {
    const { providerPaymentId: id } = await provider.createPayment(payment);
    later(SANDBOX_EXPIRES_AFTER_MS - 1);
    expect(await provider.getPayment(id)).toMatchObject({ providerStatus: 'pending' });
    later(1);
    expect(await provider.getPayment(id)).toMatchObject({
      providerStatus: 'expired',
      status: 'failed',
    });
    expect((await store.get(id))?.status).toBe('expired');
  });

  it('a payment approved in time does not expire', async () => {
    const { providerPaymentId: id } = await provider.createPayment(payment);
    await store.update(id, { status: 'accepted' });
    later(SANDBOX_EXPIRES_AFTER_MS * 2);
    expect((await provider.getPayment(id)).providerStatus).toBe('accepted');
  });
});

describe('sandbox size', () => {
  it('keeps only the newest payments when pruned, newest first', async () => {
    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push((await provider.createPayment(payment)).providerPaymentId);
      later(1_000);
    }
    await store.prune(2);
    expect((await store.all()).map((p) => p.id)).toEqual([ids[2], ids[1]]);
  });
});

describe('sandbox failure injection', () => {
  it('fails the next status read once, as an error, a timeout or a lost payment', async () => {
    const { providerPaymentId: id } = await provider.createPayment(payment);
    store.failNext('status', 'error');
    store.failNext('status', 'timeout');
    store.failNext('status', 'not_found');
    expect(await failure(provider.getPayment(id))).toMatchObject({
      kind: 'unavailable',
      status: 500,
    });
    const timedOut = await failure(provider.getPayment(id));
    expect(timedOut.kind).toBe('unavailable');
    expect(timedOut.message).toContain('no answer');
    expect(await failure(provider.getPayment(id))).toMatchObject({ kind: 'rejected', status: 404 });
    expect((await provider.getPayment(id)).providerStatus).toBe('pending');
  });

  it('a create that times out has made the payment all the same; an error has not', async () => {
    store.failNext('create', 'timeout');
    expect((await failure(provider.createPayment(payment))).kind).toBe('unavailable');
    expect(await store.all()).toHaveLength(1);
    store.failNext('create', 'error');
    expect((await failure(provider.createPayment(payment))).status).toBe(500);
    expect(await store.all()).toHaveLength(1);
  });

  it('keeps create and status failures apart', async () => {
    store.failNext('status', 'error');
    const { providerPaymentId: id } = await provider.createPayment(payment);
    expect((await failure(provider.getPayment(id))).status).toBe(500);
  });

  it('forgets every payment on clear', async () => {
    const { providerPaymentId: id } = await provider.createPayment(payment);
    await store.clear();
    expect(await failure(provider.getPayment(id))).toMatchObject({ status: 404 });
  });
});

describe('sandbox notice over HTTP', () => {
  let received: { method: string; url: string; type: string; body: string }[];
  let status: number;
  let close: () => Promise<void>;
  let url: string;

  beforeEach(async () => {
    received = [];
    status = 200;
    const server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          type: req.headers['content-type'] ?? '',
          body: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/webhook/s3cret`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterEach(() => close());

  it('POSTs the payment id as JSON to the webhook URL, like the provider', async () => {
    const id = '11111111-1111-4111-8111-111111111111';
    await postSandboxNotice(url, { wonderful_payment_id: id });
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/payments/webhook/s3cret',
        type: 'application/json',
        body: JSON.stringify({ wonderful_payment_id: id }),
      },
    ]);
  });

  it('rejects when the shop refuses the notice or does not answer in time', async () => {
    status = 404;
    await expect(postSandboxNotice(url, { wonderful_payment_id: 'x' })).rejects.toThrow(/404/);
    await expect(
      postSandboxNotice('http://10.255.255.1:9/', { wonderful_payment_id: 'x' }, { timeoutMs: 50 }),
    ).rejects.toThrow();
  });
});
