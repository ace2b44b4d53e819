import type { z } from 'zod';
import type { StaffArea } from '#domain/staff-roles';

// One declaration per API endpoint, read by both sides: the server registers its route from it
// (validating the request, checking who calls, limiting the rate, serialising the answer), the
// client calls it by the declaration with the inferred types, and the OpenAPI document is
// generated from the list of them (decision 025).

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call: anyone; a signed-in customer (401 otherwise, before the body is read); the
 * back office (registered inside its scope, which refuses anyone else); or the back office and
 * a sign-in still to set up its second factor (registered inside the two-factor set-up scope,
 * which refuses anyone else).
 */
export type EndpointAccess = 'public' | 'customer' | 'admin' | 'admin-setup';

/** A JSON answer, checked against its schema. */
export interface JsonAnswer {
  status: 200 | 201;
  schema: z.ZodType;
}

/** A file to save or open (a CSV export, a PDF, a data export), sent as the handler makes it. */
export interface FileAnswer {
  status: 200;
  file: 'text/csv' | 'application/pdf' | 'application/json';
}

/** A browser is sent on to another page (a payment's return, say). */
export interface RedirectAnswer {
  /** See Other: the browser follows with a GET, whatever the method was. */
  status: 303;
  redirect: true;
}

export type RefusedBody = { message: string } | 'first problem';

export interface EndpointDeclaration {
  method: HttpMethod;
  /** Fastify's form: `/api/orders/:id`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  access: EndpointAccess;
  /**
   * For the back office: the area it belongs to, which says which roles may call it
   * (#domain/staff-roles). Left out, only the owner may (fail closed).
   */
  area?: StaffArea;
  /** Requests a minute per client address, when limited. */
  perMinute?: number;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the endpoint reads, by their lower-case names. */
  headers?: z.ZodType;
  /** The most bytes the body may have, when more than the app's 64 KB (an image, say). */
  bodyLimit?: number;
  /** A multipart upload of one file in this form field, read by the handler as it arrives. */
  upload?: { field: string };
  /** The success answer; errors are `{ message, details? }` unless `answers` says otherwise. */
  response: JsonAnswer | FileAnswer | RedirectAnswer;
  /**
   * 4xx answers that are results rather than errors, with their own shape (the postcode check's
   * "not delivered there"). The error shape still applies to the other statuses.
   */
  answers?: { 400?: z.ZodType; 409?: z.ZodType };
  /**
   * The 400's message for a body its schema refuses, when not the usual one (the only problem's
   * message, or 'Invalid request' for several): a fixed text, or the first problem's message.
   * The field problems are in `details` either way.
   */
  refusedBody?: RefusedBody;
}

/** Declares an endpoint, keeping its exact schema types for the server and the client. */
export const defineEndpoint = <const E extends EndpointDeclaration>(endpoint: E): E => endpoint;

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler receives, parsed by the endpoint's schemas. */
export interface EndpointRequest<E extends EndpointDeclaration> {
  params: Output<E['params']>;
  query: Output<E['query']>;
  body: Output<E['body']>;
  headers: Output<E['headers']>;
}

/** A path is text: a number (an id, say) is written as it is. */
type PathParams<T> = { [K in keyof T]: string | number };

/** What a caller sends: only the parts the endpoint declares. */
export type EndpointInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: PathParams<Input<E['params']>> }
  : unknown) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : unknown) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : unknown) &
  (E['headers'] extends z.ZodType ? { headers: Input<E['headers']> } : unknown) &
  (E['upload'] extends { field: string } ? { file: Blob; fileName: string } : unknown);

/** The success answer's type as the server builds it (before serialisation). */
export type EndpointResult<E extends EndpointDeclaration> = E['response'] extends JsonAnswer
  ? z.input<E['response']['schema']>
  : never;
/** The success answer's type as the caller receives it: a file's text for a file answer. */
export type EndpointResponse<E extends EndpointDeclaration> = E['response'] extends JsonAnswer
  ? z.output<E['response']['schema']>
  : E['response'] extends FileAnswer
    ? string
    : undefined;

/** `/api/orders/:id` with `{ id: 12 }` -> `/api/orders/12`, each value encoded. */
export function endpointPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
