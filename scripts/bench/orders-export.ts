// GET /api/admin/exports/orders.csv for a year holding 100,000 orders on the embedded database
// (PGlite), over real HTTP, the download read as it arrives. Target: the whole file in under
// 5 s, and memory that does not grow with the file (the export streams a batch at a time).
// The CPU time this process spent (server and reader) is shown too: unlike the elapsed time,
// it hardly moves when other programs load the machine.
// Run: node --import tsx scripts/bench/orders-export.ts
import { londonDay } from '#domain/london-calendar';
import { roundMs, withBulkOrderShop } from './admin-bench-app.ts';

const ORDERS = 100_000;
const TARGET_MS = 5000;
const MB = 1024 * 1024;

async function download(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { ms: performance.now() - started, bytes, rows: lines - 1 };
}

export async function benchOrdersExport() {
  return withBulkOrderShop(ORDERS, async ({ base, cookie, seedSeconds }) => {
    const now = new Date();
    const from = londonDay(new Date(now.getTime() - 366 * 86_400_000));
    const url = `${base}/api/admin/exports/orders.csv?from=${from}&to=${londonDay(now)}`;
    const before = process.memoryUsage();
    const peak = { rss: before.rss, heapUsed: before.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    }, 10);
    const cpuBefore = process.cpuUsage();
    try {
      const result = await download(url, cookie);
      const cpu = process.cpuUsage(cpuBefore);
      return {
        benchmark: `Orders CSV export on PGlite: a year of ${ORDERS} orders over HTTP`,
        seedSeconds,
        rows: result.rows,
        megabytes: +(result.bytes / MB).toFixed(1),
        ms: roundMs(result.ms),
        cpuMs: roundMs((cpu.user + cpu.system) / 1000),
        heapGrowthMB: +((peak.heapUsed - before.heapUsed) / MB).toFixed(1),
        rssGrowthMB: +((peak.rss - before.rss) / MB).toFixed(1),
        target: `all ${ORDERS} rows in < ${TARGET_MS} ms, memory not growing with the file`,
        met: result.rows === ORDERS && result.ms < TARGET_MS,
      };
    } finally {
      clearInterval(sampler);
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchOrdersExport(), null, 2));
}
