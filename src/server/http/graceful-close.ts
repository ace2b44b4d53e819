import type { FastifyInstance } from 'fastify';

export interface GracefulClose {
  /**
   * Stopping soon: /healthz answers 503 so the proxy's health checks send new requests to
   * other servers, while everything else is still served as usual.
   */
  beginDrain: () => void;
  stopping: () => boolean;
}

/**
 * From the drain on, and while the app closes, every answer says `Connection: close`, so a
 * keep-alive client (or proxy) opens a new connection, to a server that is up, for its next
 * request instead of sending it down a socket this server is about to drop. Fastify adds the
 * header only to requests that arrive after close() began; these were already in flight.
 */
export function registerGracefulClose(app: FastifyInstance): GracefulClose {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (stopping && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
  return {
    beginDrain: () => {
      stopping = true;
    },
    stopping: () => stopping,
  };
}
