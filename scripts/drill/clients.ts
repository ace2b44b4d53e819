// The drill's shoppers: each places orders one after another, and retries a request that
// failed (5xx, no answer, timeout) with the same Idempotency-Key until it is acknowledged,
// backing off a little each time, as the shop's checkout page does in a browser.
import { ORDER } from '../bench/place-orders.ts';

/** One HTTP attempt, times in ms since the drill began. */
export interface Attempt {
  sentAt: number;
  answeredAt: number;
  /** HTTP status, or 0 for a network error or timeout. */
  status: number;
}

/** One checkout: its key, the email that marks its order, and every attempt to place it. */
export interface Checkout {
  key: string;
  email: string;
  attempts: Attempt[];
  /** The order the shop acknowledged (2xx), if it did. */
  orderId: number | null;
  /** Set when the shop refused the request outright (4xx): a browser would show the error. */
  refused: number | null;
}

export interface ClientOptions {
  url: string;
  clients: number;
  /** ms since the drill began, e.g. () => performance.now() - t0. */
  clock: () => number;
  /** True once no new checkout should begin; one in progress is still retried to the end. */
  stopping: () => boolean;
  /** A checkout unacknowledged this long after `stopping` is given up. */
  finishWithinMs: number;
  requestTimeoutMs: number;
  /** A shopper's pause between one acknowledged checkout and the next. */
  pauseMs: number;
  runId: string;
}

const BACKOFF_FIRST_MS = 200;
const BACKOFF_MAX_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(checkout: Checkout, options: ClientOptions): Promise<Attempt> {
  const sentAt = options.clock();
  try {
    const response = await fetch(`${options.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': checkout.key },
      body: JSON.stringify({ ...ORDER, email: checkout.email }),
      signal: AbortSignal.timeout(options.requestTimeoutMs),
    });
    const body = await response.text();
    if (response.ok) checkout.orderId = (JSON.parse(body) as { id: number }).id;
    return { sentAt, answeredAt: options.clock(), status: response.status };
  } catch {
    return { sentAt, answeredAt: options.clock(), status: 0 };
  }
}

async function place(checkout: Checkout, options: ClientOptions): Promise<void> {
  let stopDeadline = Infinity;
  for (let failures = 0; ; failures += 1) {
    const result = await attempt(checkout, options);
    checkout.attempts.push(result);
    if (checkout.orderId !== null) return;
    if (result.status >= 400 && result.status < 500) {
      checkout.refused = result.status;
      return;
    }
    if (options.stopping() && stopDeadline === Infinity) {
      stopDeadline = options.clock() + options.finishWithinMs;
    }
    if (options.clock() > stopDeadline) return;
    const backoff = Math.min(BACKOFF_FIRST_MS * 2 ** failures, BACKOFF_MAX_MS);
    await sleep(backoff * (0.5 + Math.random() / 2));
  }
}

/** Runs the shoppers until stopping() and their last checkouts are done; answers every checkout. */
export async function runClients(options: ClientOptions): Promise<Checkout[]> {
  const checkouts: Checkout[] = [];
  const shopper = async (client: number) => {
    for (let n = 1; !options.stopping(); n += 1) {
      const key = `drill-${options.runId}-${client}-${n}`;
      // The email is unique per checkout, so a second order for one key would show.
      const checkout: Checkout = {
        key,
        email: `${key}@example.com`,
        attempts: [],
        orderId: null,
        refused: null,
      };
      checkouts.push(checkout);
      await place(checkout, options);
      await sleep(options.pauseMs * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => shopper(i + 1)));
  return checkouts;
}
