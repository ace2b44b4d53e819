import { Agent, request, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { guestOrder } from '#test-support/customers';
import { startServerProcess, type ServerProcess } from '#test-support/server-process';

const SHOP_PORT = 5701;
const METRICS_PORT = 5702;
/** Starting the real server (migrations, seed) on a busy machine: room, not a speed limit. */
const SERVER_TEST_TIMEOUT_MS = 120_000;

let server: ServerProcess | null = null;
afterEach(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  server = null;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough that the checks made during it are well inside it. */
const DRAIN_MS = 3000;
const POLL = { timeout: 20_000, interval: 200 };

const refusesConnections = (url: string) =>
  fetch(`${url}/healthz`).then(
    () => false,
    () => true,
  );

function answerOf(
  pending: ReturnType<typeof request>,
): Promise<{ res: IncomingMessage; body: string }> {
  return new Promise((resolve, reject) => {
    pending.once('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.once('end', () => resolve({ res, body }));
    });
    pending.once('error', reject);
  });
}

describe('the server process', () => {
  it(
    'drains, then finishes a request in flight with Connection: close, and exits 0',
    async () => {
      server = await startServerProcess(SHOP_PORT, { STOP_DRAIN_MS: String(DRAIN_MS) });
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const body = JSON.stringify(guestOrder());
      const slow = request(`${server.url}/api/orders`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const answer = answerOf(slow);
      // Half the body now: the server has the request and waits for the rest.
      slow.write(body.slice(0, 100));
      await pause(300);
      server.child.kill('SIGTERM');
      await pause(300);

      // Draining: out of the proxy's rotation, still serving, closing connections as it answers.
      const health = await fetch(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'stopping' });
      const during = await fetch(`${server.url}/api/regions`);
      expect(during.status).toBe(200);
      expect(during.headers.get('connection')).toBe('close');

      // Then no new connections...
      await expect.poll(() => refusesConnections(server?.url ?? ''), POLL).toBe(true);
      expect(server.child.exitCode).toBeNull();
      // ...but the request in flight is answered in full.
      slow.end(body.slice(100));
      const { res, body: answered } = await answer;
      expect(res.statusCode).toBe(201);
      expect(JSON.parse(answered)).toMatchObject({ region: 'Doncaster', totalPrice: '606.90' });
      expect(res.headers.connection).toBe('close');
      agent.destroy();
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('SIGTERM received');
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'serves /metrics on METRICS_PORT, not on the shop port',
    async () => {
      server = await startServerProcess(SHOP_PORT, { METRICS_PORT: String(METRICS_PORT) });
      const metrics = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain(
        'shop_http_requests_total{method="GET",route="/healthz"',
      );
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
