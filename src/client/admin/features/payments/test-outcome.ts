import type {
  ProviderExchange,
  ProviderTestAnswer,
} from '#client/admin/api/provider-test-types.ts';
import type { ToastInput } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';

/** Two-space JSON, as people paste it into a ticket or a message to the provider. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isProviderExchange(value: unknown): value is ProviderExchange {
  if (!isRecord(value) || !isRecord(value.request) || !isRecord(value.response)) return false;
  return (
    typeof value.request.method === 'string' &&
    typeof value.request.url === 'string' &&
    typeof value.response.status === 'number'
  );
}

/** A failed test as the panel shows it. */
export interface TestFailure {
  /** The shop's HTTP status; absent when no answer came at all. */
  status?: number;
  /** The server's own words, or the raw error when it sent none. */
  message: string;
  /** The call to the provider, when the failure came from the provider. */
  exchange?: ProviderExchange;
  /** Anything else the answer explained, such as the fields a 400 refused. */
  details?: unknown;
}

export function testFailure(err: unknown): TestFailure {
  if (!(err instanceof ApiError)) {
    return { message: err instanceof Error ? err.message : String(err) };
  }
  const body = err.json();
  const failure: TestFailure = { status: err.status, message: err.message };
  if (!isRecord(body)) return failure;
  if (typeof body.message === 'string' && body.message.trim()) failure.message = body.message;
  if (isProviderExchange(body.details)) failure.exchange = body.details;
  else if (body.details !== undefined) failure.details = body.details;
  return failure;
}

export function successToast(test: string, answer: ProviderTestAnswer): ToastInput {
  return {
    title: `${test} Succeeded`,
    description: `The ${answer.provider} provider answered ${answer.exchange.response.status}.`,
    variant: 'success',
  };
}

/** Spec section 8: the failure is shown with the raw error, status code, colon, message. */
export function failureToast(test: string, failure: TestFailure): ToastInput {
  return {
    title: `${test} Failed`,
    description: failure.status ? `${failure.status}: ${failure.message}` : failure.message,
    variant: 'destructive',
  };
}

/** The address when it is a web page; a provider's answer is not trusted to be one. */
export function webAddress(value: string): string | null {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
