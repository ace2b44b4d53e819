import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's authority is a signed token in its address, never a cookie, so a write from
     * another site is no forgery (a mail client's one-click unsubscribe, RFC 8058).
     */
    crossSiteWrites?: boolean;
  }
}

/**
 * Browsers always send Origin (and Sec-Fetch-Site) on cross-site writes; with SameSite=Lax
 * cookies, refusing writes from any other origin is the CSRF defence. Requests without
 * either header do not come from a browser page and carry no ambient credentials risk.
 */
export function isCrossSiteWrite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>) {
  if (!STATE_CHANGING.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return true;
  // The browser's own word: a same-origin HTML form may still say Origin: null.
  if (fetchSite === 'same-origin') return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  const host = request.headers.host;
  return !allowedOrigins.has(origin) && origin !== `http://${host}` && origin !== `https://${host}`;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { publicUrl: string; production: boolean },
): Promise<void> {
  // Built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP) per request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.production,
    crossOriginEmbedderPolicy: false,
    // Not helmet's no-referrer: under it a browser sends Origin: null with our own form posts
    // (the sandbox payment page), which the cross-site check must refuse.
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // Only JSON (and multipart where a route opts in) is accepted: a cross-site HTML form can
  // send text/plain, so that parser is removed.
  app.removeContentTypeParser('text/plain');

  const allowedOrigins = new Set([new URL(options.publicUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.crossSiteWrites) return;
    if (isCrossSiteWrite(request, allowedOrigins)) {
      throw new AppError('forbidden', 'Cross-site requests are not allowed');
    }
  });
}
