// A region's own page against the home page, both as a browser asks (brotli accepted), in one
// run against one server process on the embedded database: autocannon, 50 connections.
// Target: the region pages (every enabled region's, in turn) reach half of /'s req/s with
// p99 < 50 ms. BENCH_SECONDS (default 10) sets how long each is measured. Beside throughput,
// the server's CPU time per request, which hardly moves when other programs load the machine.
// Run "npm run build" first; alone: node --import tsx scripts/bench/region-pages.ts
import autocannon from 'autocannon';
import { regionPagePath } from '#shared/region-pages';
import type { Region } from '#shared/schemas/regions';
import { startShop, type RunningShop } from './shop-server.ts';

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { 'accept-encoding': 'br, gzip' };

async function measure(shop: RunningShop, paths: string[]) {
  const { url } = shop;
  const requests = paths.map((path) => ({ method: 'GET' as const, path, headers: HEADERS }));
  // Each page asked once, then a short warm-up (JIT, the caches) before measuring.
  for (const path of paths) await (await fetch(`${url}${path}`, { headers: HEADERS })).text();
  await autocannon({ url, connections: 10, duration: 2, requests });
  const cpuBefore = shop.cpuMs() ?? NaN;
  const result = await autocannon({ url, connections: 50, duration: SECONDS, requests });
  const cpuMs = (shop.cpuMs() ?? NaN) - cpuBefore;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    cpuMicrosecondsPerRequest: Math.round((cpuMs * 1000) / result.requests.total),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function benchRegionPages() {
  const shop = await startShop(5094, { NODE_ENV: '', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  try {
    const regions = (await (await fetch(`${shop.url}/api/regions`)).json()) as Region[];
    const paths = regions.filter((region) => region.enabled).map(regionPagePath);
    const home = await measure(shop, ['/']);
    const regionPages = await measure(shop, paths);
    const ratio = regionPages.requestsPerSecond / home.requestsPerSecond;
    return {
      benchmark: `region pages against / (brotli, 50 connections, ${SECONDS} s each)`,
      home,
      regionPages: { paths: paths.length, ...regionPages },
      ratioToHome: Math.round(ratio * 100) / 100,
      target: `>= ${TARGET_RATIO * 100}% of /'s req/s and p99 < ${TARGET_P99_MS} ms`,
      met:
        ratio >= TARGET_RATIO &&
        regionPages.latencyP99Ms < TARGET_P99_MS &&
        regionPages.non2xx === 0,
    };
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchRegionPages(), null, 2));
}
