import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LevelWithSilent } from 'pino';

/** Path segments and query values that are secrets: the webhook's path and reset tokens. */
const SECRET_PATH = /^(\/api\/payments\/webhook\/)[^/?#]+/;
const SECRET_QUERY = /([?&](?:token|secret|key|password)=)[^&#]*/gi;
const REDACTED = '[redacted]';

export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, `$1${REDACTED}`).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/**
 * Drizzle's query errors quote the statement's parameters in their message and stack: a
 * failed insert would log a password hash, a session id's hash or a customer's details.
 */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

export function errorWithoutParams(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & {
    params?: unknown;
  };
  delete serialized.params;
  serialized.message = serialized.message.replace(QUERY_PARAMS, '');
  serialized.stack = serialized.stack.replace(QUERY_PARAMS, '');
  return serialized;
}

/** Fastify's request fields, with the URL's secrets masked. */
function requestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * The shop's logger: JSON lines with the request id on every line of a request (Fastify's
 * child loggers), and never a cookie, credential, password, token or query parameter.
 */
export function shopLoggerOptions(
  level: LevelWithSilent,
  stream?: DestinationStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestFields, err: errorWithoutParams },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
        'token',
        '*.token',
        'passwordHash',
        '*.passwordHash',
      ],
      censor: REDACTED,
    },
  };
}
