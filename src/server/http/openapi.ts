import type { FastifyInstance } from 'fastify';
import type { EndpointDeclaration } from '#shared/api/endpoint';
import { openApiEndpoints } from '#shared/api/openapi';
import type { ImplementEndpoints } from './endpoints.ts';

type OpenApiDocument = { openapi: string; paths: Record<string, unknown> };

/**
 * The document for the back office (never public), of the endpoints the modules registered
 * (so also this one), made on first request: its makers
 * (@fastify/swagger and the schema transform) are loaded only then, not at every start.
 */
export function registerOpenApiRoute(
  admin: FastifyInstance,
  deps: { implement: ImplementEndpoints; endpoints: readonly EndpointDeclaration[] },
): void {
  let document: Promise<OpenApiDocument> | null = null;
  deps.implement(admin, openApiEndpoints, {
    openApiDocument: async () => {
      document ??= import('./openapi-document.ts').then(
        async ({ buildOpenApiDocument }) =>
          (await buildOpenApiDocument(deps.endpoints)) as OpenApiDocument,
      );
      return document;
    },
  });
}
