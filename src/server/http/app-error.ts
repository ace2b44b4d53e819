import type { ApiErrorCode } from '#shared/api-error';

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};

/** The one error type services throw for answers the client should see. */
export class AppError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_BY_CODE[this.code];
  }
}
