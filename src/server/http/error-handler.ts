import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { RefusedBody } from '#shared/api/endpoint';
import type { FieldIssue } from '#shared/api-error';
import { AppError } from './app-error.ts';
import { invalidRequest } from './invalid-request.ts';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid content length',
};

/** What a client is told when something on our side failed: nothing more. */
const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The router's refusals, before any route or hook runs: the address itself cannot be read. */
const ROUTER_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'The address is too long' },
};

/** Node's refusals of a request it cannot parse, answered on the socket before Fastify sees it. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};
const UNREADABLE_REQUEST = { status: 400, message: 'The request could not be read' };

/**
 * Fastify's own answers to a malformed address (bad percent-encoding, an over-long parameter)
 * and Node's to a request it cannot parse, in the shop's `{ message }` shape rather than
 * Fastify's `{ error, code, statusCode }`.
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const known = ROUTER_ERRORS[error.code];
    if (!known) reply.log.error({ err: error }, 'router error');
    const { status, message } = known ?? { status: 500, message: SERVER_ERROR_MESSAGE };
    void reply.status(status).send({ message });
  },
  clientErrorHandler: (error: Error & { code?: string }, socket: Socket) => {
    // A reset or closed connection has no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = (error.code && CLIENT_ERRORS[error.code]) || UNREADABLE_REQUEST;
    if (socket.writable) {
      const body = JSON.stringify({ message });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/** A body refused with the endpoint's own message (#shared/api/endpoint's `refusedBody`). */
function refusedBody(own: RefusedBody, details: FieldIssue[]): AppError {
  const message =
    own === 'first problem' ? (details[0]?.message ?? 'Invalid request') : own.message;
  return new AppError('validation', message, details);
}

/** One place that turns any thrown error into `{ message, details? }`; 5xx are never explained. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // A request refused by its endpoint's schemas: the problems, and the message they make.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: issue.instancePath.slice(1).replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const own =
        error.validationContext === 'body' ? request.routeOptions.config.refusedBody : undefined;
      const refused = own ? refusedBody(own, details) : invalidRequest(details);
      return reply
        .status(refused.statusCode)
        .send({ message: refused.message, details: refused.details });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, details: error.details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: SERVER_ERROR_MESSAGE });
  });
}
