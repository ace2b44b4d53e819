import type { FastifyBaseLogger } from 'fastify';

/**
 * Where a service logs a change to an order or payment: the request's own logger when a
 * request made it (so the line carries its request id), the app's for background jobs.
 * Lines name the ids (order, payment, reference), never personal or secret values.
 */
export type ChangeLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;
