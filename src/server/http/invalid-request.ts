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
