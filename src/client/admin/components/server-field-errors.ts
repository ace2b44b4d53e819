import type { FieldIssue } from '#shared/api-error';
import { ApiError } from '#client/lib/api-client.ts';

/**
 * The field problems of a 400 answer (`details` of a validation error), for a form to show
 * beside the fields the server refused; empty for any other error.
 */
export function serverFieldErrors(err: unknown): FieldIssue[] {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  const body = err.json();
  const details =
    typeof body === 'object' && body !== null && 'details' in body ? body.details : null;
  if (!Array.isArray(details)) return [];
  return details.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as FieldIssue).path === 'string' &&
      typeof (issue as FieldIssue).message === 'string',
  );
}
