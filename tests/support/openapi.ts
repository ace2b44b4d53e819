import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { EndpointDeclaration } from '#shared/api/endpoint';

/** The committed OpenAPI document (docs/openapi.json), which lint keeps equal to the declarations. */
export const openApiDocument = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '..', '..', 'docs', 'openapi.json'), 'utf8'),
) as {
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, { content: { 'application/json': { schema: object } } }> }
    >
  >;
};

// Formats checked too: a date-time that is not one fails, as it would in a strict client.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/**
 * Checks an answer against what the OpenAPI document says the endpoint answers with that
 * status: what a client generated from the document would expect, not what the server thinks.
 */
export function expectAnswerMatchesOpenApi(
  endpoint: EndpointDeclaration,
  response: LightMyRequestResponse,
): void {
  const operation =
    openApiDocument.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  const status = String(response.statusCode);
  const described = operation?.responses[status] ?? operation?.responses[`${status[0] ?? ''}XX`];
  expect(
    described,
    `${endpoint.method} ${endpoint.path} documents no ${status} answer`,
  ).toBeDefined();
  const validateAnswer = ajv.compile(described!.content['application/json'].schema);
  const valid = validateAnswer(response.json());
  expect(validateAnswer.errors ?? [], `${endpoint.method} ${endpoint.path} ${status}`).toEqual([]);
  expect(valid).toBe(true);
}
