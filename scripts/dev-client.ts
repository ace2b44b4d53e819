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
    // Loaded in memory: a bundled config's temporary file would restart the watched server.
    configLoader: 'runner',
    appType: 'custom',
    // Hot reload over the shop's own port, which the CSP's connect-src 'self' allows.
    server: { middlewareMode: true, ws: { server: httpServer } },
  });
  // The shop's CSP allows no inline script: what Vite writes inline is served as a module.
  const inline = new Map<string, string>();
  // Transformed as at its own address (/index.html), so its ./main.tsx is the root's on every
  // page (a tracking page is two levels down), as the build writes it.
  const transform = async (file: string) => {
    const html = await vite.transformIndexHtml(
      `/${file}`,
      await readFile(join(clientRoot, file), 'utf8'),
    );
    const rooted = html.replaceAll('src="./', 'src="/');
    return rooted.replace(INLINE_MODULE, (_tag, code: string) => {
      const name = `${inline.size}.js`;
      const known = [...inline].find(([, text]) => text === code)?.[0];
      if (!known) inline.set(name, code);
      return `<script type="module" src="${INLINE_PREFIX}${known ?? name}"></script>`;
    });
  };

  return {
    template: () => transform('index.html'),
    adminHtml: () => transform('admin.html'),
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
