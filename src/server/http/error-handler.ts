import type { FastifyError, FastifyInstance } from 'fastify';
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
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
