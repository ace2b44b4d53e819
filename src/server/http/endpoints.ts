import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createSerializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type {
  EndpointDeclaration,
  EndpointRequest,
  EndpointResult,
  RefusedBody,
} from '#shared/api/endpoint';
import type { RouteRateLimit } from './rate-limit.ts';
import type { Sessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A declared endpoint's own message for a refused body (the error handler reads it). */
    refusedBody?: RefusedBody;
  }
}

/** Set on the back office's scope: an admin endpoint registered anywhere else is a mistake. */
export const ADMIN_SCOPE = 'isAdminScope';

/**
 * Requests are parsed by the endpoint's Zod schemas (a refusal reaches the error handler as a
 * schema validation error) and answers are checked against its response schema. In tests and
 * development a wrong answer is an error; in production it is logged and sent, so a customer is
 * never stopped by a schema that is stricter than it should be.
 */
export function useEndpointSchemas(
  app: FastifyInstance,
  options: { production: boolean; log: FastifyBaseLogger },
): void {
  const strict = createSerializerCompiler();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler((route) => {
    const serialize = strict(route as Parameters<typeof strict>[0]);
    return (data) => {
      try {
        return serialize(data);
      } catch (error) {
        if (!options.production) throw error;
        options.log.error(
          { err: error, method: route.method, url: route.url },
          'answer does not match its declared schema',
        );
        return JSON.stringify(data);
      }
    };
  });
}

export interface EndpointCall<E extends EndpointDeclaration> extends EndpointRequest<E> {
  /** The signed-in customer for `access: 'customer'`; null otherwise. */
  customerId: E['access'] extends 'customer' ? number : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type EndpointHandler<E extends EndpointDeclaration> = (
  call: EndpointCall<E>,
) => Promise<EndpointResult<E>>;

/**
 * Registers routes from their declarations (#shared/endpoint): the path, method, schemas, who
 * may call and the rate limit all come from the declaration; the handler only does the work.
 */
export function createEndpointRoutes(deps: {
  sessions: Pick<Sessions, 'requireCustomer'>;
  rateLimit: (perMinute: number) => RouteRateLimit;
}) {
  const customers = new WeakMap<FastifyRequest, number>();

  return function route<E extends EndpointDeclaration>(
    app: FastifyInstance,
    endpoint: E,
    handler: EndpointHandler<E>,
  ): void {
    if ((endpoint.access === 'admin') !== app.hasDecorator(ADMIN_SCOPE)) {
      throw new Error(
        `${endpoint.method} ${endpoint.path} is declared for '${endpoint.access}' but registered ${
          app.hasDecorator(ADMIN_SCOPE) ? 'inside' : 'outside'
        } the back office's scope`,
      );
    }
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { [endpoint.response.status]: endpoint.response.schema },
      },
      config: {
        ...(endpoint.perMinute ? { rateLimit: deps.rateLimit(endpoint.perMinute) } : {}),
        ...(endpoint.refusedBody ? { refusedBody: endpoint.refusedBody } : {}),
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
          customerId: (customers.get(request) ?? null) as EndpointCall<E>['customerId'],
          request,
          reply,
        } as EndpointCall<E>);
        return reply.status(endpoint.response.status).send(result);
      },
    });
  };
}

export type EndpointRoutes = ReturnType<typeof createEndpointRoutes>;
