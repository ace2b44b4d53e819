import type { FastifyInstance } from 'fastify';

export function registerHealthRoutes(app: FastifyInstance, deps: { ping: () => Promise<void> }) {
  app.get('/healthz', async (request, reply) => {
    try {
      await deps.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
