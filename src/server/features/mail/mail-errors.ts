/**
 * Sorts a failed send into one of two kinds, because they call for different handling:
 * - the mail transport is unusable (no connection, timeout, TLS or login failure, 421 "service
 *   not available", disk full for .eml files): every message would fail the same way, so the
 *   worker stops the batch and the email waits out the outage however long it lasts;
 * - the server answered about this message (a 4xx/5xx to RCPT TO or DATA): only this message
 *   is affected, and it is given up after maxAttempts.
 */
export function isTransportFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (responseCode === 421) return true;
  if (code === 'EENVELOPE' || code === 'EMESSAGE') return false;
  if (code === 'EAUTH') return true;
  return typeof responseCode !== 'number';
}

/** The error as stored in lastError and logged: nodemailer messages carry the server's reply. */
export function errorText(error: unknown): string {
  if (error instanceof Error) {
    const { code } = error as { code?: unknown };
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}
