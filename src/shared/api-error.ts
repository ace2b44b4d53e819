/** The body of every error answer from the API. */
export interface ApiErrorBody {
  message: string;
  details?: unknown;
}

/** One field problem, as sent in `details` of a 400 validation answer. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** What went wrong, independent of HTTP; the server maps each code to one status. */
export type ApiErrorCode =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';
