import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from './crawler-files.ts';

const DAY_S = 24 * 60 * 60;

/** /robots.txt and /sitemap.xml, built from the shop's public address. */
export function registerCrawlerRoutes(app: FastifyInstance, deps: { publicUrl: string }): void {
  const robots = robotsTxt(deps.publicUrl);
  const sitemap = sitemapXml(deps.publicUrl);
  const cache = `public, max-age=${DAY_S}`;
  app.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', cache).type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('Cache-Control', cache).type('application/xml; charset=utf-8').send(sitemap),
  );
}
