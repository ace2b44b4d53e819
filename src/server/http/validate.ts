import type { z } from 'zod';
import type { FieldIssue } from '#shared/api-error';
import { AppError } from './app-error.ts';

export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Parses request input with a shared schema, or throws a 400 with the field problems. */
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details = toFieldIssues(result.error);
  const message = details.length === 1 && details[0] ? details[0].message : 'Invalid request';
  throw new AppError('validation', message, details);
}
