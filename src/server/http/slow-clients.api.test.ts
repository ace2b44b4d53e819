import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test-support/test-app';
import type { ServerLimits } from './server-limits.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function listen(limits: Partial<ServerLimits>): Promise<number> {
  t = await createTestApp({ config: { serverLimits: limits } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
}

interface Outcome {
  /** What the server wrote back before closing, if anything. */
  answer: string;
  closedAfterMs: number;
}

/** Sends headers promising 60,000 bytes and then only a few, and waits for the server to act. */
function slowBody(port: number): { socket: Socket; outcome: Promise<Outcome> } {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  socket.on('error', () => {});
  socket.on('connect', () => {
    socket.write(
      'POST /api/customers/check-email HTTP/1.1\r\nHost: shop.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"email":"',
    );
  });
  const outcome = new Promise<Outcome>((resolve) =>
    socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started })),
  );
  return { socket, outcome };
}

/** A plain socket from 127.0.0.1, once connected. */
function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

const closedWithin = (socket: Socket, ms: number) =>
  new Promise<boolean>((resolve) => {
    if (socket.destroyed) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

describe('slow clients', () => {
  it('cuts a body that has not arrived within the request timeout, on every socket', async () => {
    const port = await listen({ requestTimeoutMs: 1000, deadlineCheckMs: 100 });
    const clients = Array.from({ length: 5 }, () => slowBody(port));
    const outcomes = await Promise.race([
      Promise.all(clients.map((client) => client.outcome)),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    for (const client of clients) client.socket.destroy();
    expect(outcomes, 'the sockets were still open after 5 s').not.toBeNull();
    for (const { answer, closedAfterMs } of outcomes ?? []) {
      expect(closedAfterMs).toBeGreaterThanOrEqual(900);
      expect(closedAfterMs).toBeLessThan(3000);
      // 408 when the server could still answer, else a plain close.
      if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it('lets a client that sends its whole body in time through', async () => {
    const port = await listen({ requestTimeoutMs: 1000, deadlineCheckMs: 100 });
    const response = await fetch(`http://127.0.0.1:${port}/api/customers/check-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com' }),
    });
    expect(response.status).toBe(200);
  });

  it('closes sockets from one address beyond its cap, and takes new ones when those close', async () => {
    const port = await listen({ connectionsPerAddress: 3 });
    const held = await Promise.all([1, 2, 3].map(() => openSocket(port)));
    const extra = [await openSocket(port), await openSocket(port)];
    for (const socket of extra) expect(await closedWithin(socket, 2000)).toBe(true);
    for (const socket of held) expect(socket.destroyed).toBe(false);

    held[0]?.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = await openSocket(port);
    expect(await closedWithin(next, 300)).toBe(false);
    for (const socket of [...held, next]) socket.destroy();
  });
});
