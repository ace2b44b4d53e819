import swagger from '@fastify/swagger';
import fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { EndpointAccess, EndpointDeclaration } from '#shared/api/endpoint';
import { ApiErrorSchema } from '#shared/schemas/api-error';
import { site } from '#shared/site';

/** Who may call, as OpenAPI says it: a public endpoint needs no session (an empty list). */
const SECURITY: Record<EndpointAccess, Record<string, string[]>[]> = {
  public: [],
  customer: [{ customerSession: [] }],
  admin: [{ adminSession: [] }],
  'admin-setup': [{ adminSession: [] }, { adminSignInSession: [] }],
};

/**
 * The OpenAPI 3.1 document of these endpoints, made by @fastify/swagger on a bare Fastify that
 * registers each declaration with a stub handler: no database, no configuration. In one order
 * whatever order they come in, so the build (every declaration in #shared/api) and the back
 * office (every endpoint its modules registered) get the same document.
 */
export async function buildOpenApiDocument(
  endpoints: readonly EndpointDeclaration[],
): Promise<Record<string, unknown>> {
  const sorted = [...endpoints].sort(
    (a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method),
  );
  const app = fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${site.tradingName} shop API`,
        version: '1',
        description: 'Errors answer `{ message, details? }` with a 4xx status.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          customerSession: { type: 'apiKey', in: 'cookie', name: 'sid' },
          adminSession: { type: 'apiKey', in: 'cookie', name: 'admin_sid' },
          /** A sign-in past the password that must set up two-factor sign-in first. */
          adminSignInSession: { type: 'apiKey', in: 'cookie', name: 'admin_pending' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  for (const endpoint of sorted) {
    const operationId =
      endpoint.method.toLowerCase() +
      endpoint.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) =>
        (c ?? '').toUpperCase(),
      );
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: endpoint.path,
      schema: {
        operationId,
        summary: endpoint.summary,
        tags: [endpoint.access],
        security: SECURITY[endpoint.access],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.headers ? { headers: endpoint.headers } : {}),
        ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
        response: {
          ...('schema' in endpoint.response
            ? { [endpoint.response.status]: endpoint.response.schema }
            : {}),
          '4XX': ApiErrorSchema,
          ...endpoint.answers,
        },
      },
      handler: async () => undefined,
    });
  }
  await app.ready();
  const document = app.swagger() as unknown as OpenApiDocument;
  for (const endpoint of sorted) describeNonJson(document, endpoint);
  await app.close();
  return document;
}

type OpenApiDocument = { paths: Record<string, Record<string, Record<string, unknown>>> };

/** What Zod does not describe: an upload's multipart body, a file or a redirect answered. */
function describeNonJson(document: OpenApiDocument, endpoint: EndpointDeclaration): void {
  const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
  const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
  if (!operation) throw new Error(`${endpoint.method} ${endpoint.path} is not in the document`);
  if (endpoint.upload) {
    const { field } = endpoint.upload;
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: [field],
            properties: { [field]: { type: 'string', format: 'binary' } },
          },
        },
      },
    };
  }
  const { response } = endpoint;
  const responses = operation.responses as Record<string, unknown>;
  if ('file' in response) {
    responses[response.status] = {
      description: 'The file',
      content: { [response.file]: { schema: { type: 'string', format: 'binary' } } },
    };
  } else if ('redirect' in response) {
    responses[response.status] = {
      description: 'Sent on to the page in Location',
      headers: { Location: { schema: { type: 'string' } } },
    };
  }
}
