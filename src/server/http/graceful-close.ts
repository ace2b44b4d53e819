import type { FastifyInstance } from 'fastify';

/**
 * While the app closes, every answer still being written says `Connection: close`, so a
 * keep-alive client (or proxy) opens a new connection, to a server that is up, for its next
 * request instead of sending it down a socket this server is about to drop. Fastify adds the
 * header only to requests that arrive after close() began; these were already in flight.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
  });
}
