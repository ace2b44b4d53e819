// Wonderful Payments' error answers, turned into PaymentProviderError (wonderful.md "Errors").
import { PaymentProviderError, type ProviderExchange } from './payment-provider.ts';

/** An answer outside 2xx, classified; the message carries the phrase spec section 8 matches on. */
export function toProviderError(exchange: ProviderExchange): PaymentProviderError {
  const { status, body } = exchange.response;
  const said = providerMessage(body);
  const detail = said ? `: ${said}` : '';
  const options = { status, exchange };
  if (status === 401) {
    return new PaymentProviderError(
      'authentication',
      `Payment provider authentication failed (HTTP 401)${detail}`,
      options,
    );
  }
  if (status === 403) {
    return new PaymentProviderError(
      'access',
      `Payment provider access denied (HTTP 403)${detail}`,
      options,
    );
  }
  if (status === 429) {
    return new PaymentProviderError(
      'unavailable',
      'Payment provider unavailable: too many requests (HTTP 429)',
      options,
    );
  }
  if (status >= 500) {
    return new PaymentProviderError(
      'unavailable',
      `Payment provider unavailable (HTTP ${status})`,
      options,
    );
  }
  if (status < 400) {
    // Redirects are not followed (see the adapter): the API URL is probably wrong.
    return new PaymentProviderError(
      'unavailable',
      `Payment provider unavailable: unexpected HTTP ${status} from ${exchange.request.url}`,
      options,
    );
  }
  return new PaymentProviderError(
    'rejected',
    said ?? `Payment provider refused the request (HTTP ${status})`,
    options,
  );
}

/** No answer at all: a timeout, a refused connection, a DNS failure. */
export function unreachableError(
  error: unknown,
  url: string,
  timeoutMs: number,
): PaymentProviderError {
  const host = new URL(url).host;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new PaymentProviderError(
      'unavailable',
      `Payment provider unavailable: no answer from ${host} within ${timeoutMs} ms`,
      { cause: error },
    );
  }
  const code = errorCode(error);
  return new PaymentProviderError(
    'unavailable',
    `Payment provider unavailable: could not connect to ${host}${code ? ` (${code})` : ''}`,
    { cause: error },
  );
}

/**
 * The provider's own words: the first invalid field's message (the most specific), then
 * `error_message` (auth errors), then `message` (validation errors).
 */
export function providerMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  return (
    firstFieldMessage(record.invalid_fields) ??
    nonEmpty(record.error_message) ??
    nonEmpty(record.message)
  );
}

function firstFieldMessage(fields: unknown): string | undefined {
  if (typeof fields !== 'object' || fields === null) return undefined;
  for (const messages of Object.values(fields)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    const text = nonEmpty(first);
    if (text) return text;
  }
  return undefined;
}

const nonEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 500) : undefined;

/** fetch hides the socket error (ECONNREFUSED, ENOTFOUND...) in `cause`. */
function errorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}
