import { z } from 'zod';
import { parsePounds } from '#domain/money';
import { isPlainMultiLineText, isSingleLine, isWellFormedText } from '#domain/plain-text';

export const SINGLE_LINE_MESSAGE = 'Must be a single line without control characters';
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';
export const BROKEN_CHARACTER_MESSAGE = 'Must not contain a broken character: please type it again';
export const ENCODED_WORD_MESSAGE =
  'Must not contain an encoded word such as =?utf-8?q?...?= (email header encoding)';

/**
 * An RFC 2047 encoded word (`=?charset?Q?text?=`, `?B?` base64): a mail client decodes it in a
 * header, where it could hide a line break or a right-to-left override.
 */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

/**
 * A trimmed single line of text: the base of every single-line field. Names, companies and
 * subjects reach email headers, so encoded words are refused as well as line breaks.
 */
export const singleLine = (error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .trim()
    .refine(isWellFormedText, BROKEN_CHARACTER_MESSAGE)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE)
    .refine((value) => !ENCODED_WORD.test(value), ENCODED_WORD_MESSAGE);

/** The largest id a PostgreSQL integer column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Why a list of order ids is refused: one is not an order's id. */
export const ORDER_IDS_MESSAGE = `Order ids must be whole numbers from 1 to ${MAX_RECORD_ID}`;

/** A record's id in a request body: a whole number from 1 to MAX_RECORD_ID. */
export const recordId = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(MAX_RECORD_ID, message);

/** Trimmed text that may span lines (a message, a note): tabs and line breaks only. */
export const multiLine = (error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .trim()
    .refine(isWellFormedText, BROKEN_CHARACTER_MESSAGE)
    .refine(isPlainMultiLineText, CONTROL_CHARACTER_MESSAGE);

/** Trimmed text; a blank value becomes undefined so optional fields are simply omitted. */
export const optionalText = (max: number) =>
  singleLine()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const requiredText = (message: string, min = 1, max = 200) =>
  singleLine(message).min(min, message).max(max, `Must be at most ${max} characters`);

/**
 * A password that is only compared with the one held, never stored: `required` when empty; the
 * generous limit keeps a huge one from costing a hash, and one past it is `wrong`.
 */
export const passwordToCheck = (required: string, wrong: string) =>
  z.string({ error: required }).min(1, required).max(1024, wrong);

export const emailField = (message = 'Please enter a valid email address') =>
  singleLine(message)
    .max(254, message)
    .pipe(z.email(message))
    .transform((value) => value.toLowerCase());

/**
 * Optional text a person can also clear (a single line unless `lines` is 'multi'): trimmed, and blank, null or absent all become null,
 * so a form that leaves out empty fields and one that sends "" mean the same thing.
 */
export const clearableText = (max: number, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLine() : multiLine())
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Optional text in a partial update: absent stays undefined (leave the value as it is), while
 * null or blank become null (clear it).
 */
export const keepOrClearText = (max: number) =>
  singleLine()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null));

/** A whole number that may arrive as a number or as digits in a string (a form field). */
export const wholeNumberInput = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );

/** Pounds with at most two decimals, up to numeric(10,2): "305", "305.5", "99999999.99". */
export const POUNDS_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Pounds as a number or a decimal string ("305", "305.5", 305.5), kept as sent. A number is
 * judged by its shortest form, so 1.001, 1e21 and 1e-7 are refused here, never by parsePounds.
 */
export const poundsAmount = (message: string) =>
  z.union(
    [
      z
        .number({ error: message })
        .nonnegative(message)
        // A negative number is refused once, above (whose bound the OpenAPI document shows).
        .refine((pounds) => pounds < 0 || POUNDS_PATTERN.test(String(pounds)), message),
      z.string({ error: message }).trim().regex(POUNDS_PATTERN, message),
    ],
    { error: message },
  );

/** Pounds as poundsAmount takes them, parsed to integer pence. */
export const poundsToPence = (message: string) =>
  poundsAmount(message).transform((pounds) => parsePounds(String(pounds)));
