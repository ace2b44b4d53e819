import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers, type DestinationStream, type LevelWithSilent } from 'pino';
import { REDACTED, type CredentialPaths } from './credential-paths.ts';

/** Query values that are secrets: a reset link's token, say. */
const SECRET_QUERY = /([?&](?:token|secret|key|password)=)[^&#]*/gi;

/**
 * The URL as a log may keep it: every path segment a route takes as a credential (the app's
 * credential paths, learnt from its routes) and every secret-named query value masked.
 */
export function redactUrl(
  url: string,
  credentialPaths: Pick<CredentialPaths, 'redactPath'>,
): string {
  return credentialPaths.redactPath(url).replace(SECRET_QUERY, `$1${REDACTED}`);
}

/** A server that learns no routes (not the shop's): only the path's first segment is kept. */
const UNKNOWN_ROUTES: Pick<CredentialPaths, 'redactPath'> = {
  redactPath: (url) => url.replace(/^(\/[^/?#]*)\/[^?#]*/, `$1/${REDACTED}`),
};

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
  const credentialPaths = request.server.hasDecorator('credentialPaths')
    ? request.server.credentialPaths
    : UNKNOWN_ROUTES;
  return {
    method: request.method,
    url: redactUrl(request.url, credentialPaths),
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
