import type { FastifyInstance } from 'fastify';
import { openApiEndpoints } from '#shared/api/openapi';
import type { ImplementEndpoints } from './endpoints.ts';

type OpenApiDocument = { openapi: string; paths: Record<string, unknown> };

/**
 * The document for the back office (never public), made on first request: its makers
 * (@fastify/swagger and the schema transform) are loaded only then, not at every start.
 */
export function registerOpenApiRoute(
  admin: FastifyInstance,
  deps: { implement: ImplementEndpoints },
): void {
  let document: Promise<OpenApiDocument> | null = null;
  deps.implement(admin, openApiEndpoints, {
    openApiDocument: async () => {
      document ??= import('./openapi-document.ts').then(
        async ({ buildOpenApiDocument }) => (await buildOpenApiDocument()) as OpenApiDocument,
      );
      return document;
    },
  });
}
