// POST /api/validate-postcode throughput and latency: autocannon, 50 connections, 10 s,
// against one server process on the embedded database. Target: >= 5,000 req/s, p99 < 20 ms.
import autocannon from 'autocannon';
import { startShop } from './shop-server.ts';

const POSTCODES = ['DN15 8QA', 'B1 1AA', 'sw1a 1aa', 'EC1A 1BB', 'LS1 4AP', 'BT1 1AA', 'M1 1AE'];

export async function benchValidatePostcode() {
  // Rate limits are per client IP; one load generator on loopback would only measure 429s.
  const shop = await startShop(5091, {
    RATE_LIMITS: 'off',
    NODE_ENV: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  try {
    const requests = POSTCODES.map((postcode) => ({
      method: 'POST' as const,
      path: '/api/validate-postcode',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postcode }),
    }));
    // Warm up (JIT, region cache) before measuring.
    await autocannon({ url: shop.url, connections: 10, duration: 2, requests });
    const result = await autocannon({ url: shop.url, connections: 50, duration: 10, requests });
    const summary = {
      benchmark: 'POST /api/validate-postcode (50 connections, 10 s)',
      requestsPerSecond: Math.round(result.requests.average),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      target: '>= 5000 req/s, p99 < 20 ms',
      met: result.requests.average >= 5000 && result.latency.p99 < 20,
    };
    return summary;
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchValidatePostcode(), null, 2));
}
