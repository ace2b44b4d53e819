import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { ping: () => Promise<void>; stopping: () => boolean },
) {
  app.get('/healthz', async (request, reply) => {
    // A server about to stop takes itself out of the proxy's rotation first.
    if (deps.stopping()) return reply.status(503).send({ status: 'stopping' });
    try {
      await deps.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
