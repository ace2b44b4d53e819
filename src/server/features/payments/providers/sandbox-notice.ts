// The sandbox's notice to the shop, sent the way the provider sends it: an HTTP POST to the
// payment's webhook_url with the payment's id (wonderful.md "Return and webhook").
import type { SandboxWebhook } from './sandbox-routes.ts';

/**
 * The shop answers a notice after one status read; the person waits on the sandbox page for
 * at most this long before being sent back all the same.
 */
export const SANDBOX_NOTICE_TIMEOUT_MS = 3_000;

/** Resolves when the shop answered 2xx; rejects otherwise (the caller logs and moves on). */
export async function postSandboxNotice(
  webhookUrl: string,
  payload: SandboxWebhook,
  options: { timeoutMs?: number; fetch?: typeof globalThis.fetch } = {},
): Promise<void> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const response = await fetchImpl(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(options.timeoutMs ?? SANDBOX_NOTICE_TIMEOUT_MS),
    redirect: 'manual',
  });
  // Read to the end, so the connection is free again.
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`The shop answered the sandbox notice with HTTP ${response.status}`);
  }
}
