import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { createIpMatcher, parseIpRange, type IpRange } from '#server/lib/ip-ranges';

/** How long a client may take, and how many sockets one address may hold. */
export interface ServerLimits {
  /** The whole request, headers and body, must have arrived by then: else 408 and closed. */
  requestTimeoutMs: number;
  /** The request's headers must have arrived by then (no more than requestTimeoutMs). */
  headersTimeoutMs: number;
  /**
   * An idle keep-alive socket is closed after this. Longer than the idle timeout of the
   * proxies in front of the shop (commonly 60 s): the proxy must be the one to drop an idle
   * upstream socket, or it may send a request down one the shop is just closing (a 502).
   */
  keepAliveTimeoutMs: number;
  /** A socket that sends and reads nothing for this long is closed (a client that stops reading). */
  idleTimeoutMs: number;
  /** How often the request and header deadlines are checked: a deadline may overrun by this. */
  deadlineCheckMs: number;
  /** Open sockets one address may hold; further ones are closed at once. Proxies are exempt. */
  connectionsPerAddress: number;
}

export const SERVER_LIMITS: ServerLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 60_000,
  deadlineCheckMs: 2_000,
  // A browser opens at most 6 per site; this leaves room for an office behind one address.
  connectionsPerAddress: 64,
};

/**
 * Fastify's defaults are 0 (no limit) for request and connection timeouts. Requests per socket
 * stay unlimited: a proxy reuses its sockets for many clients, and the rate limits are per client.
 */
export function serverTimeoutOptions(limits: ServerLimits) {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.deadlineCheckMs,
    },
  } satisfies FastifyHttpOptions<Server>;
}

/**
 * Node offers only a global cap (server.maxConnections), which one client could fill; this
 * counts open sockets per remote address and closes any beyond the cap before it is read.
 */
export function limitConnectionsPerAddress(
  server: Server,
  max: number,
  exempt: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (!address || exempt(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/**
 * The server's side of the network: X-Forwarded-For believed only from the given proxies
 * (none: request.ip is the socket's address), the timeouts, and the per-address cap.
 */
export function networkOptions(
  trustProxy: readonly string[] | undefined,
  overrides: Partial<ServerLimits> | undefined,
) {
  const limits = { ...SERVER_LIMITS, ...overrides };
  const proxies = (trustProxy ?? []).map((entry) => parseIpRange(entry) ?? invalidProxy(entry));
  return {
    fastify: {
      trustProxy: proxies.length > 0 ? [...(trustProxy ?? [])] : false,
      ...serverTimeoutOptions(limits),
    },
    attach: (server: Server) =>
      limitConnectionsPerAddress(server, limits.connectionsPerAddress, createIpMatcher(proxies)),
  };
}

function invalidProxy(entry: string): IpRange {
  throw new Error(`trustProxy: not an IP address or CIDR range: ${entry}`);
}
