import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The back office's app shell: a second entry of the Vite build. */
const ADMIN_HTML = 'admin.html';

const PRIVATE_FILES = [`/${ADMIN_HTML}`, '/index.html', '/.vite'];

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
 * Serves the built client. Hashed assets are cached for a year; pages are revalidated on
 * every visit (the storefront registers their routes, and its 404 page).
 */
export async function registerStaticClient(
  app: FastifyInstance,
  clientDir: string,
  options: { adminPath: string },
): Promise<void> {
  registerAdminPage(app, options.adminPath, readOptional(join(clientDir, ADMIN_HTML)));
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    preCompressed: true,
    // The admin shell is served only at the hidden path, never under its file name; the page
    // template and the build manifest only through the page renderer.
    allowedPath: (pathName) => !PRIVATE_FILES.some((file) => pathName.startsWith(file)),
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${join(clientDir, 'assets')}`);
      reply.header('Cache-Control', isHashedAsset ? IMMUTABLE : 'public, max-age=3600');
    },
  });
}

/** Unknown paths answer JSON 404 when there is no client to show. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not found' }));
}
