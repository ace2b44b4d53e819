// `npm run dev`: the storefront rendered on the server straight from its sources, through Vite's
// dev server in middleware mode inside the shop's own Fastify server (src/server/main.ts loads
// this module when SHOP_DEV_CLIENT names it; see src/server/features/storefront/dev-client.ts).
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { createServer } from 'vite';
import type { RenderPage } from '#shared/page-render';
import type { CreateDevClient } from '#server/features/storefront/dev-client';

const root = resolve(import.meta.dirname, '..');
const clientRoot = join(root, 'src/client');
/** Where the inline module scripts Vite adds (React's refresh preamble) are served from. */
const INLINE_PREFIX = '/@shop-dev/inline/';
const INLINE_MODULE = /<script type="module">([\s\S]*?)<\/script>/g;

export const createDevClient: CreateDevClient = async (httpServer: Server) => {
  const vite = await createServer({
    configFile: join(root, 'vite.config.ts'),
    appType: 'custom',
    // Hot reload over the shop's own port, which the CSP's connect-src 'self' allows.
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  // The shop's CSP allows no inline script: what Vite writes inline is served as a module.
  const inline = new Map<string, string>();
  const transform = async (url: string, file: string) => {
    const html = await vite.transformIndexHtml(url, await readFile(join(clientRoot, file), 'utf8'));
    return html.replace(INLINE_MODULE, (_tag, code: string) => {
      const name = `${inline.size}.js`;
      const known = [...inline].find(([, text]) => text === code)?.[0];
      if (!known) inline.set(name, code);
      return `<script type="module" src="${INLINE_PREFIX}${known ?? name}"></script>`;
    });
  };

  return {
    template: (url) => transform(url, 'index.html'),
    adminHtml: (url) => transform(url, 'admin.html'),
    renderPage: async (url, sources) => {
      const entry = (await vite.ssrLoadModule('/entry-server.tsx')) as { renderPage: RenderPage };
      try {
        return await entry.renderPage(url, sources);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    },
    isAsset: (path) =>
      path.startsWith('/@') || path.startsWith('/node_modules/') || /\.[^/]+$/.test(path),
    serve: (request, response, next) => {
      const path = request.url?.split('?')[0] ?? '';
      const code = path.startsWith(INLINE_PREFIX)
        ? inline.get(path.slice(INLINE_PREFIX.length))
        : null;
      if (code) {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(code);
        return;
      }
      vite.middlewares(request, response, next);
    },
    close: () => vite.close(),
  };
};
