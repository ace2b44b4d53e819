import { z } from 'zod';

/** Trimmed text; a blank value becomes undefined so optional fields are simply omitted. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const requiredText = (message: string, min = 1, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, `Must be at most ${max} characters`);

export const emailField = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .max(254, message)
    .pipe(z.email(message))
    .transform((value) => value.toLowerCase());

/**
 * Optional text a person can also clear: trimmed, and blank, null or absent all become null,
 * so a form that leaves out empty fields and one that sends "" mean the same thing.
 */
export const clearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
