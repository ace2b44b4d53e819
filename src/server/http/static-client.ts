import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isStorefrontPath } from '#shared/storefront-routes';
import { withTestShopNotice } from './test-shop-notice.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The back office's app shell: a second entry of the Vite build. */
const ADMIN_HTML = 'admin.html';

const readOptional = (file: string) => (existsSync(file) ? readFileSync(file) : null);

/**
 * The back office at GET /<adminPath>: never cached, never indexed. Without a built admin
 * shell the path answers a plain 404; nothing else in the shop links to or names it.
 */
function registerAdminPage(app: FastifyInstance, adminPath: string, html: Buffer | null): void {
  if (!html) app.log.warn(`No built admin page (${ADMIN_HTML}): run "npm run build"`);
  app.get(`/${adminPath}`, async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    if (!html) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

/**
 * Serves the built client. Hashed assets are cached for a year; HTML is revalidated on every
 * visit. Any other GET outside /api answers the app shell, with 404 for paths the shop does
 * not have, so crawlers and monitors see the truth while the app shows its 404 page.
 */
export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
  options: { adminPath: string; testShop: boolean },
): Promise<void> {
  const indexFile = join(clientDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built client in ${clientDir}: run "npm run build"`);
    registerApiNotFound(app);
    return;
  }
  const shell = readFileSync(indexFile, 'utf8');
  const indexHtml = options.testShop ? withTestShopNotice(shell) : shell;
  registerAdminPage(app, options.adminPath, readOptional(join(clientDir, ADMIN_HTML)));
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The admin shell is served only at the hidden path, never under its file name.
    allowedPath: (pathName) => !pathName.startsWith(`/${ADMIN_HTML}`),
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
