import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { RenderPage } from '#shared/page-render';

/**
 * The storefront straight from its sources, for `npm run dev`: Vite's dev server in middleware
 * mode, made by scripts/dev-client.ts (the server itself never imports Vite). Pages are still
 * rendered on the server, as in production, so a hydration mismatch shows while developing.
 */
export interface DevClient {
  /** index.html as Vite serves it for this address (transformIndexHtml), page slots kept. */
  template: (url: string) => Promise<string>;
  /** The back office's admin.html, transformed the same way. */
  adminHtml: (url: string) => Promise<string>;
  /** entry-server.tsx's renderPage, loaded through Vite (ssrLoadModule) on every call. */
  renderPage: RenderPage;
  /** Whether Vite answers this path (modules, styles, public files, its own client). */
  isAsset: (path: string) => boolean;
  /** Hands the request to Vite's middlewares; `next` when Vite has nothing for it. */
  serve: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  close: () => Promise<void>;
}

/** Makes the dev client; it shares the app's HTTP server for hot reload. */
export type CreateDevClient = (httpServer: Server) => Promise<DevClient>;

/** Registers the back office at its hidden path, from its sources. */
export function registerDevAdminPage(
  app: FastifyInstance,
  adminPath: string,
  client: DevClient,
): void {
  app.get(`/${adminPath}`, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
    return reply.type('text/html; charset=utf-8').send(await client.adminHtml(request.url));
  });
}
