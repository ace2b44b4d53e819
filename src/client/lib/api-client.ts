import {
  endpointPath,
  type HttpMethod,
  type EndpointDeclaration,
  type EndpointInput,
  type EndpointResponse,
} from '#shared/api/endpoint';

/**
 * The one fetch wrapper of the shop. Same-origin JSON calls that carry the session cookie.
 * Any non-OK answer throws an ApiError whose message is "<status>: <body text>" (spec section 7).
 */

export class ApiError extends Error {
  readonly status: number;
  /** Raw response text, kept so callers can read the JSON `message` (or a 400 result body). */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The body parsed as JSON, or undefined when it is not JSON. */
  json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return undefined;
    }
  }
}

interface RequestOptions {
  /** JSON-encoded, except FormData, which is sent as multipart as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'text' returns the answer's text unparsed (a CSV download, say); JSON by default. */
  responseType?: 'json' | 'text';
}

async function request<T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (options.body instanceof FormData) {
    init.body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(path, init);
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  if (options.responseType === 'text') return text as T;
  // 204 and other empty answers have no JSON to parse.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An endpoint's input is optional when it declares no params, query or body. */
type CallArgs<E extends EndpointDeclaration> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

const queryString = (query: Record<string, unknown> | undefined): string => {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length === 0
    ? ''
    : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`;
};

interface CallParts {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  file?: Blob;
  fileName?: string;
}

/** Where a declared endpoint answers for this input: for a link to a file (a PDF, say). */
export function endpointUrl<E extends EndpointDeclaration>(
  endpoint: E,
  ...[input]: CallArgs<E>
): string {
  const parts = (input ?? {}) as CallParts;
  return endpointPath(endpoint.path, parts.params) + queryString(parts.query);
}

/**
 * Calls a declared endpoint (#shared/api): the path, method and answer type come from the
 * declaration, so no path is spelt out here and the answer's type is the server's. A file
 * answer (a CSV export, say) comes back as its text.
 */
export function call<E extends EndpointDeclaration>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointResponse<E>> {
  const parts = (args[0] ?? {}) as CallParts;
  const options: RequestOptions = { body: parts.body };
  if (parts.headers) options.headers = parts.headers;
  if (endpoint.upload && parts.file) {
    const form = new FormData();
    form.append(endpoint.upload.field, parts.file, parts.fileName);
    options.body = form;
  }
  const { response } = endpoint;
  if ('file' in response) {
    options.responseType = 'text';
    options.headers = { ...options.headers, Accept: response.file };
  }
  return request<EndpointResponse<E>>(endpoint.method, endpointUrl(endpoint, ...args), options);
}

/** The server's `message` from an error answer, for toasts; `fallback` when there is none. */
export function errorMessage(err: unknown, fallback: string): string {
  if (!(err instanceof ApiError)) return fallback;
  const body = err.json();
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
