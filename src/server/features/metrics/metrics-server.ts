import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ShopMetrics } from './shop-metrics.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` on its own listener, bound to the loopback address only: Prometheus (or an agent)
 * on the same machine scrapes it, and nothing outside can reach it.
 */
export async function startMetricsServer(
  metrics: ShopMetrics,
  options: { port: number; host?: string; onError?: (error: unknown) => void },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(body);
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
