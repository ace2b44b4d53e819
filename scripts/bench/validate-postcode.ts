// POST /api/validate-postcode throughput and latency: autocannon, 50 connections, 10 s,
// against one server process on the embedded database. Target: >= 5,000 req/s, p99 < 20 ms.
// In the same run, the home page's price check (the same request with tonnes, answered with
// the earliest delivery) on postcodes that have rounds. Target: >= 70% of the plain check's
// throughput. Run "npm run build" first; alone: node --import tsx scripts/bench/validate-postcode.ts
import autocannon from 'autocannon';
import { startShop, type RunningShop } from './shop-server.ts';

const POSTCODES = ['DN15 8QA', 'B1 1AA', 'sw1a 1aa', 'EC1A 1BB', 'LS1 4AP', 'BT1 1AA', 'M1 1AE'];
/** Enabled regions, each with its seeded round (BT is disabled, so it has none). */
const ROUND_POSTCODES = ['DN15 8QA', 'B1 1AA', 'sw1a 1aa', 'EC1A 1BB', 'LS1 4AP', 'M1 1AE'];
const TONNES = [1, 2, 5, 12.5];
const PRICE_CHECK_TARGET_RATIO = 0.7;

type Body = { postcode: string; tonnes?: number };

function requestsFor(bodies: Body[]) {
  return bodies.map((body) => ({
    method: 'POST' as const,
    path: '/api/validate-postcode',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }));
}

async function measure(shop: RunningShop, requests: ReturnType<typeof requestsFor>) {
  const { url } = shop;
  // Warm up (JIT, region and rounds caches) before measuring.
  await autocannon({ url, connections: 10, duration: 2, requests });
  const cpuBefore = shop.cpuMs() ?? NaN;
  const result = await autocannon({ url, connections: 50, duration: 10, requests });
  // The server's CPU time per answer hardly moves when other programs load the machine.
  const cpuMicroseconds = ((shop.cpuMs() ?? NaN) - cpuBefore) * 1000;
  return {
    ...result,
    cpuMicrosecondsPerRequest: Math.round(cpuMicroseconds / result.requests.total),
  };
}

export async function benchValidatePostcode() {
  // Rate limits are per client IP; one load generator on loopback would only measure 429s.
  const shop = await startShop(5091, {
    RATE_LIMITS: 'off',
    NODE_ENV: '',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  try {
    const plain = await measure(shop, requestsFor(POSTCODES.map((postcode) => ({ postcode }))));
    const priced = await measure(
      shop,
      requestsFor(
        ROUND_POSTCODES.flatMap((postcode) => TONNES.map((tonnes) => ({ postcode, tonnes }))),
      ),
    );
    const ratio = priced.requests.average / plain.requests.average;
    const summary = {
      benchmark: 'POST /api/validate-postcode (50 connections, 10 s)',
      requestsPerSecond: Math.round(plain.requests.average),
      cpuMicrosecondsPerRequest: plain.cpuMicrosecondsPerRequest,
      latencyP50Ms: plain.latency.p50,
      latencyP99Ms: plain.latency.p99,
      non2xx: plain.non2xx,
      errors: plain.errors,
      timeouts: plain.timeouts,
      target: '>= 5000 req/s, p99 < 20 ms',
      met: plain.requests.average >= 5000 && plain.latency.p99 < 20,
      priceCheck: {
        benchmark: 'with tonnes: the earliest delivery on a round (50 connections, 10 s)',
        requestsPerSecond: Math.round(priced.requests.average),
        cpuMicrosecondsPerRequest: priced.cpuMicrosecondsPerRequest,
        latencyP50Ms: priced.latency.p50,
        latencyP99Ms: priced.latency.p99,
        non2xx: priced.non2xx,
        errors: priced.errors,
        timeouts: priced.timeouts,
        ratioToPlainCheck: Math.round(ratio * 100) / 100,
        target: `>= ${PRICE_CHECK_TARGET_RATIO * 100}% of the plain check's req/s`,
        met: ratio >= PRICE_CHECK_TARGET_RATIO && priced.non2xx === 0,
      },
    };
    return summary;
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchValidatePostcode(), null, 2));
}
