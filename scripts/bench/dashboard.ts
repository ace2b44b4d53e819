// GET /api/admin/dashboard on the embedded database (PGlite) holding 100,000 orders placed over
// the last year: p50/p95 over a few hundred requests, one at a time over real HTTP, the chart
// periods mixed. Target: p95 < 150 ms.
// Run: node --import tsx scripts/bench/dashboard.ts
import { percentile, roundMs, withBulkOrderShop } from './admin-bench-app.ts';

const ORDERS = 100_000;
const REQUESTS = 200;
const WARM_UP = 20;
const TARGET_P95_MS = 150;
const PERIODS = ['52w', '52w', '13w', '4w'];

export async function benchDashboard() {
  return withBulkOrderShop(ORDERS, async ({ base, cookie, seedSeconds }) => {
    const times: number[] = [];
    let failures = 0;
    for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
      const started = performance.now();
      const response = await fetch(
        `${base}/api/admin/dashboard?period=${PERIODS[i % PERIODS.length]}`,
        {
          headers: { cookie },
        },
      );
      await response.text();
      if (i < WARM_UP) continue;
      times.push(performance.now() - started);
      if (!response.ok) failures += 1;
    }
    times.sort((a, b) => a - b);
    const p95Ms = roundMs(percentile(times, 95));
    return {
      benchmark: `Dashboard data on PGlite: ${ORDERS} orders over the last year (sequential requests)`,
      seedSeconds,
      requests: times.length,
      failures,
      p50Ms: roundMs(percentile(times, 50)),
      p95Ms,
      maxMs: roundMs(times.at(-1) ?? NaN),
      target: `p95 < ${TARGET_P95_MS} ms`,
      met: failures === 0 && p95Ms < TARGET_P95_MS,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchDashboard(), null, 2));
}
