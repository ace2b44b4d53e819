import * as contact from './contact.ts';
import * as customers from './customers.ts';
import * as dataRequests from './data-requests.ts';
import type { EndpointDeclaration } from './endpoint.ts';
import * as marketing from './marketing.ts';
import * as openApi from './openapi.ts';
import * as privacy from './privacy.ts';
import * as regions from './regions.ts';

const isEndpoint = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const MODULES: readonly Record<string, unknown>[] = [
  contact,
  customers,
  dataRequests,
  marketing,
  openApi,
  privacy,
  regions,
];

/** Every declared endpoint, for the OpenAPI document; a new module of declarations joins here. */
export const ENDPOINTS: readonly EndpointDeclaration[] = MODULES.flatMap((module) =>
  Object.values(module).filter(isEndpoint),
);
