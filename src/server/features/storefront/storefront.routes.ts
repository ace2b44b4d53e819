import type { FastifyInstance } from 'fastify';
import type { Region } from '#shared/schemas/regions';
import { robotsTxt, sitemapXml } from './crawler-files.ts';

const DAY_S = 24 * 60 * 60;
const HOUR_S = 60 * 60;

/** /robots.txt and /sitemap.xml, built from the shop's public address. */
export function registerCrawlerRoutes(
  app: FastifyInstance,
  deps: { publicUrl: string; regions: () => Promise<Region[]> },
): void {
  const robots = robotsTxt(deps.publicUrl);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('Cache-Control', `public, max-age=${DAY_S}`)
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  // Lists the enabled regions' pages: a region switched on or off shows within the hour.
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', `public, max-age=${HOUR_S}`)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(deps.publicUrl, await deps.regions())),
  );
}
