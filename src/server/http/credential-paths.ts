import type { FastifyInstance } from 'fastify';

/**
 * The names a route gives a path parameter that is a credential: a link's token (tracking,
 * invoice, verification, top-up, unsubscribe) or the payment webhook's secret. A route that
 * takes one this way is redacted in every log line of its requests, with nothing else to do.
 */
export const CREDENTIAL_PARAMS = ['token', 'secret'] as const;

export const REDACTED = '[redacted]';

const CREDENTIAL_SEGMENT = new RegExp(`:(?:${CREDENTIAL_PARAMS.join('|')})(?![\\w])`);

/** One segment of a route's pattern, as a request's path is matched against it. */
type PatternSegment = { kind: 'static'; text: string } | { kind: 'param' | 'credential' };

function segmentOf(text: string): PatternSegment {
  if (CREDENTIAL_SEGMENT.test(text)) return { kind: 'credential' };
  if (text.includes(':') || text.includes('*')) return { kind: 'param' };
  return { kind: 'static', text: text.toLowerCase() };
}

/** A path segment as the router reads it, for comparing with a pattern's static text. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** Whether a route's pattern names a credential in its path (`/api/track/:token`). */
export const hasCredentialParam = (pattern: string): boolean =>
  pattern.split('/').some((segment) => CREDENTIAL_SEGMENT.test(segment));

/**
 * The patterns of the routes that carry a credential in their path, learnt as the routes are
 * registered. A path is matched by its leading segments, so a token followed by more path (a
 * trailing slash, a typo) is still masked, whether or not a route answered it.
 */
export function createCredentialPaths() {
  const patterns: PatternSegment[][] = [];

  function maskedSegments(segments: readonly string[]): Set<number> {
    const masked = new Set<number>();
    for (const pattern of patterns) {
      if (segments.length < pattern.length) continue;
      const matches = pattern.every(
        (part, index) => part.kind !== 'static' || decoded(segments[index] ?? '') === part.text,
      );
      if (!matches) continue;
      pattern.forEach((part, index) => {
        if (part.kind === 'credential') masked.add(index);
      });
    }
    return masked;
  }

  return {
    /** Learns a route's pattern; one without a credential parameter is ignored. */
    learn(pattern: string): void {
      if (hasCredentialParam(pattern)) patterns.push(pattern.split('/').map(segmentOf));
    },

    /** The URL's path with each credential segment replaced; the query is left as it is. */
    redactPath(url: string): string {
      const split = url.search(/[?#]/);
      const path = split === -1 ? url : url.slice(0, split);
      const rest = split === -1 ? '' : url.slice(split);
      const segments = path.split('/');
      const masked = maskedSegments(segments);
      if (masked.size === 0) return url;
      return (
        segments.map((part, i) => (masked.has(i) && part !== '' ? REDACTED : part)).join('/') + rest
      );
    },
  };
}

export type CredentialPaths = ReturnType<typeof createCredentialPaths>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes whose path carries a credential, for the logger to mask (log-options.ts). */
    credentialPaths: CredentialPaths;
  }
}

/**
 * Learns every route registered from here on (so: first, before any route) and hands the set
 * to the logger's request serializer through the app.
 */
export function registerCredentialPaths(app: FastifyInstance): CredentialPaths {
  const paths = createCredentialPaths();
  app.addHook('onRoute', (route) => paths.learn(route.url));
  app.decorate('credentialPaths', paths);
  return paths;
}
