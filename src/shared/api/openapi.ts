import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** The API's own description, generated from the declarations; the back office's only. */
export const openApiDocument = defineEndpoint({
  method: 'GET',
  path: '/api/admin/openapi.json',
  summary: 'The OpenAPI 3.1 document of the declared endpoints',
  access: 'admin',
  area: 'settings',
  response: {
    status: 200,
    schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
});

export const openApiEndpoints = { openApiDocument };
