import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import {
  createSerializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type {
  EndpointDeclaration,
  EndpointRequest,
  EndpointResult,
  FileAnswer,
  JsonAnswer,
  RefusedBody,
} from '#shared/api/endpoint';
import type { StaffArea } from '#domain/staff-roles';
import type { RouteRateLimit } from './rate-limit.ts';
import type { Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A declared endpoint's own message for a refused body (the error handler reads it). */
    refusedBody?: RefusedBody;
    /** A back-office endpoint's area: the scope's hook checks the person's role against it. */
    area?: StaffArea;
  }
}

/** Set on the back office's scope: an admin endpoint registered anywhere else is a mistake. */
export const ADMIN_SCOPE = 'isAdminScope';
/** Marks the scope of two-factor set-up, which checks its own sessions (admin or pending). */
export const ADMIN_SETUP_SCOPE = 'isAdminSetupScope';

/** The kinds of access whose check is a scope's hook: routes must sit inside that scope. */
const SCOPES = [
  ['admin', ADMIN_SCOPE],
  ['admin-setup', ADMIN_SETUP_SCOPE],
] as const;

/**
 * Requests are parsed by the endpoint's Zod schemas (a refusal reaches the error handler as a
 * schema validation error) and answers are checked against its response schema. In tests and
 * development a wrong answer is an error; in production it is logged and sent, so a customer is
 * never stopped by a schema that is stricter than it should be.
 *
 * Given to Fastify as its `schemaController.compilersFactory`, so Fastify never loads its
 * default JSON-schema compilers (Ajv and fast-json-stringify), which nothing here uses.
 * `log` is read when an answer fails, as the app's logger exists only once the app does.
 */
export function endpointSchemaCompilers(options: {
  production: boolean;
  log: () => Pick<FastifyBaseLogger, 'error'>;
}) {
  const strict = createSerializerCompiler();
  const serializerCompiler = (route: Parameters<typeof strict>[0]) => {
    const serialize = strict(route);
    return (data: unknown) => {
      try {
        return serialize(data);
      } catch (error) {
        if (!options.production) throw error;
        options
          .log()
          .error(
            { err: error, method: route.method, url: route.url },
            'answer does not match its declared schema',
          );
        return JSON.stringify(data);
      }
    };
  };
  // Fastify calls each factory once and the compiler it returns per route, as it calls the
  // compilers of setValidatorCompiler; its types describe only the Ajv-based factories.
  return {
    buildValidator: () => validatorCompiler,
    buildSerializer: () => serializerCompiler,
  } as unknown as SchemaCompilersFactory;
}

type SchemaCompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

export interface EndpointCall<E extends EndpointDeclaration> extends EndpointRequest<E> {
  /** The signed-in customer for `access: 'customer'`; null otherwise. */
  customerId: E['access'] extends 'customer' ? number : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

const OTHER_ANSWER = Symbol('other answer');

/** A 4xx result the endpoint declares in `answers` (not an error): `return answer(400, body)`. */
export interface OtherAnswer<Status extends number, Body> {
  [OTHER_ANSWER]: true;
  status: Status;
  body: Body;
}

export const answer = <Status extends number, Body>(
  status: Status,
  body: Body,
): OtherAnswer<Status, Body> => ({ [OTHER_ANSWER]: true, status, body });

const isOtherAnswer = (value: unknown): value is OtherAnswer<number, unknown> =>
  typeof value === 'object' && value !== null && OTHER_ANSWER in value;

type OtherAnswers<E extends EndpointDeclaration> = {
  [S in keyof NonNullable<E['answers']> & number]: OtherAnswer<
    S,
    z.input<NonNullable<NonNullable<E['answers']>[S]>>
  >;
}[keyof NonNullable<E['answers']> & number];

/** A file answer: its content, and the name to save it under (omitted: shown in the browser). */
export interface FileBody {
  content: string | Buffer | Readable;
  fileName?: string;
}

type HandlerResult<E extends EndpointDeclaration> = E['response'] extends JsonAnswer
  ? EndpointResult<E> | OtherAnswers<E>
  : E['response'] extends FileAnswer
    ? FileBody
    : { location: string };

export type EndpointHandler<E extends EndpointDeclaration> = (
  call: EndpointCall<E>,
) => Promise<HandlerResult<E>>;

function send(endpoint: EndpointDeclaration, reply: FastifyReply, result: unknown): FastifyReply {
  const { response } = endpoint;
  if ('redirect' in response)
    return reply.redirect((result as { location: string }).location, response.status);
  if ('file' in response) {
    const { content, fileName } = result as FileBody;
    const type =
      response.file === 'application/pdf' ? response.file : `${response.file}; charset=utf-8`;
    void reply.type(type);
    if (fileName) void reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return reply.status(response.status).send(content);
  }
  if (isOtherAnswer(result)) return reply.status(result.status).send(result.body);
  return reply.status(response.status).send(result);
}

/** A module's declarations, by name (`contactEndpoints` in #shared/api/contact, say). */
type EndpointGroup = Readonly<Record<string, EndpointDeclaration>>;

/** One handler for each endpoint of the group, and nothing else. */
type EndpointHandlers<D extends EndpointGroup> = { [K in keyof D]: EndpointHandler<D[K]> };

/**
 * Registers routes from their declarations (#shared/endpoint): the path, method, schemas, who
 * may call and the rate limit all come from the declaration; the handler only does the work.
 * A module hands over a group of declarations with all their handlers at once, so a declared
 * endpoint without its handler is a type error, not a 404 found later.
 */
export function createEndpointRoutes(deps: {
  sessions: Pick<Sessions, 'requireCustomer'>;
  rateLimit: (perMinute: number) => RouteRateLimit;
  /** Each endpoint is added as it is registered: what the app serves, for its OpenAPI document. */
  registered: EndpointDeclaration[];
}) {
  const customers = new WeakMap<FastifyRequest, number>();

  function route<E extends EndpointDeclaration>(
    app: FastifyInstance,
    endpoint: E,
    handler: EndpointHandler<E>,
  ): void {
    for (const [access, scope] of SCOPES) {
      if ((endpoint.access === access) !== app.hasDecorator(scope)) {
        throw new Error(
          `${endpoint.method} ${endpoint.path} is declared for '${endpoint.access}' but registered ${
            app.hasDecorator(scope) ? 'inside' : 'outside'
          } the '${access}' scope`,
        );
      }
    }
    deps.registered.push(endpoint);
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      schema: {
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.headers ? { headers: endpoint.headers } : {}),
        ...(endpoint.answers || 'schema' in endpoint.response
          ? {
              response: {
                ...endpoint.answers,
                ...('schema' in endpoint.response
                  ? { [endpoint.response.status]: endpoint.response.schema }
                  : {}),
              },
            }
          : {}),
      },
      config: {
        ...(endpoint.perMinute ? { rateLimit: deps.rateLimit(endpoint.perMinute) } : {}),
        ...(endpoint.refusedBody ? { refusedBody: endpoint.refusedBody } : {}),
        ...(endpoint.area ? { area: endpoint.area } : {}),
      },
      // Before the body is read: a guest gets 401 however the request looks.
      ...(endpoint.access === 'customer'
        ? {
            onRequest: async (request: FastifyRequest) => {
              customers.set(request, await deps.sessions.requireCustomer(request));
            },
          }
        : {}),
      handler: async (request, reply) => {
        const result = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          headers: request.headers,
          customerId: (customers.get(request) ?? null) as EndpointCall<E>['customerId'],
          request,
          reply,
        } as EndpointCall<E>);
        return send(endpoint, reply, result);
      },
    });
  }

  // NoInfer: the group alone names the endpoints, so a missing or extra handler is an error.
  return function implement<D extends EndpointGroup>(
    app: FastifyInstance,
    endpoints: D,
    handlers: NoInfer<EndpointHandlers<D>>,
  ): void {
    for (const name of Object.keys(endpoints) as (keyof D & string)[]) {
      route(app, endpoints[name], handlers[name]);
    }
  };
}

export type ImplementEndpoints = ReturnType<typeof createEndpointRoutes>;
