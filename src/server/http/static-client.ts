import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isStorefrontPath } from '#shared/storefront-routes';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client. Hashed assets are cached for a year; HTML is revalidated on every
 * visit. Any other GET outside /api answers the app shell, with 404 for paths the shop does
 * not have, so crawlers and monitors see the truth while the app shows its 404 page.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built client in ${clientDir}: run "npm run build"`);
    registerApiNotFound(app);
    return;
  }
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${join(clientDir, 'assets')}`);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !isPageRequest) {
      return reply.status(404).send({ message: 'Not found' });
    }
    return reply
      .status(isStorefrontPath(path) ? 200 : 404)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
}

/** Unknown paths answer JSON 404 when there is no client to show. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
