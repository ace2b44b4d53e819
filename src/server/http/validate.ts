import type { z } from 'zod';
import type { FieldIssue } from '#shared/api-error';
import { AppError } from './app-error.ts';

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The 400 for these field problems: one problem is the message, several say so. */
export function invalidRequest(details: FieldIssue[]): AppError {
  const message = details.length === 1 && details[0] ? details[0].message : 'Invalid request';
  return new AppError('validation', message, details);
}

/** Parses request input with a shared schema, or throws a 400 with the field problems. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidRequest(toFieldIssues(result.error));
}

/** Like validate, but a 400 always carries `message`, with the field problems in details. */
export function validateWithMessage<T extends z.ZodType>(
  schema: T,
  input: unknown,
  message: string,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('validation', message, toFieldIssues(result.error));
}

const MAX_ID = 2_147_483_647;

/** A positive integer id from a path parameter (`:id`), or a 400 with `message`. */
export function idParam(params: unknown, message: string): number {
  const raw = (params as { id?: unknown } | null)?.id;
  const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(id >= 1 && id <= MAX_ID)) throw new AppError('validation', message);
  return id;
}
