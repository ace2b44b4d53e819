// Server-rendered GET / and GET /coverage against one server process on the embedded database,
// with a hashed static asset from the same run beside them: autocannon, 50 connections, 10 s.
// Target: >= 1,500 req/s with p99 < 50 ms for each page.
import { readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import { startShop } from './shop-server.ts';

const TARGET_RPS = 1500;
const TARGET_P99_MS = 50;

async function measure(url: string) {
  await autocannon({ url, connections: 10, duration: 2 });
  const result = await autocannon({ url, connections: 50, duration: 10 });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function benchServerPages() {
  const shop = await startShop(5093, { NODE_ENV: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  try {
    const pages: Record<string, Awaited<ReturnType<typeof measure>> & { met: boolean }> = {};
    for (const path of ['/', '/coverage']) {
      const figures = await measure(`${shop.url}${path}`);
      pages[path] = {
        ...figures,
        met:
          figures.requestsPerSecond >= TARGET_RPS &&
          figures.latencyP99Ms < TARGET_P99_MS &&
          figures.non2xx === 0,
      };
    }
    const asset = readdirSync('dist/client/assets').find(
      (file) => file.startsWith('index-') && file.endsWith('.css'),
    );
    return {
      benchmark: 'server-rendered pages (50 connections, 10 s)',
      pages,
      staticAsset: { path: `/assets/${asset}`, ...(await measure(`${shop.url}/assets/${asset}`)) },
      target: `>= ${TARGET_RPS} req/s and p99 < ${TARGET_P99_MS} ms for each page`,
      met: Object.values(pages).every((page) => page.met),
    };
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchServerPages(), null, 2));
}
