import { useRef } from 'react';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; 128 random bits in hex suit the server's key rule too.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per checkout attempt. Sending the same order again (retry, double
 * click) reuses the key, so the server answers with the first order; any change to the
 * order makes a new attempt with a new key, which the server would otherwise refuse.
 */
export function useIdempotencyKey(): (requestBody: unknown) => string {
  const last = useRef<{ key: string; body: string } | null>(null);
  return (requestBody) => {
    const body = JSON.stringify(requestBody);
    if (last.current?.body !== body) last.current = { key: newKey(), body };
    return last.current.key;
  };
}
