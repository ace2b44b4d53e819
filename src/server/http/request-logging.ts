import { LogController } from 'fastify';

/**
 * One log line per request, written when it completes (method, url, status, time, request id).
 * The separate "incoming request" line doubles the logging cost and says nothing new.
 */
export class CompletedRequestLogController extends LogController {
  override incomingRequest(): void {}
}
