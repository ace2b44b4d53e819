// What the drill proves, from the clients' records, the database, the mail server and the
// proxy's access log: nothing acknowledged lost, nothing doubled, every email delivered, and
// no server error outside the moments a part was down.
import type { Checkout } from './clients.ts';
import type { AcceptedMail } from './smtp.ts';
import type { Fault } from './timeline.ts';

export interface DrillEvidence {
  checkouts: Checkout[];
  orders: { id: number; idempotencyKey: string | null; email: string }[];
  outbox: { pending: number; failed: number };
  mails: AcceptedMail[];
  faults: Fault[];
  /** The proxy's answers: ms since the drill began, and status. */
  proxyAnswers: { at: number; status: number }[];
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const count = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, T[]>();
  for (const item of items) counts.set(key(item), [...(counts.get(key(item)) ?? []), item]);
  return counts;
};

export function checkOrders(evidence: DrillEvidence) {
  const byId = new Map(evidence.orders.map((o) => [o.id, o]));
  const acknowledged = evidence.checkouts.filter((c) => c.orderId !== null);
  const lost = acknowledged.filter((c) => {
    const order = byId.get(c.orderId!);
    return !order || order.idempotencyKey !== c.key || order.email !== c.email;
  });
  const perCheckout = count(evidence.orders, (o) => o.email);
  const duplicated = [...perCheckout.values()].filter((orders) => orders.length > 1).length;
  const known = new Set(evidence.checkouts.map((c) => c.email));
  const strangers = evidence.orders.filter((o) => !known.has(o.email) || !o.idempotencyKey);
  const refused = evidence.checkouts.filter((c) => c.refused !== null);
  const unanswered = evidence.checkouts.filter((c) => c.orderId === null && c.refused === null);
  const figures = {
    checkouts: evidence.checkouts.length,
    acknowledged: acknowledged.length,
    ordersInDatabase: evidence.orders.length,
    lost: lost.length,
    duplicated,
    refused: refused.length,
    neverAcknowledged: unanswered.length,
    retriedRequests: evidence.checkouts.reduce((n, c) => n + c.attempts.length - 1, 0),
  };
  const checks: Check[] = [
    {
      name: 'every acknowledged order exists once, under its Idempotency-Key',
      ok: lost.length === 0,
      detail: `${acknowledged.length} acknowledged, ${lost.length} missing or mismatched`,
    },
    {
      name: 'no order created twice, none unaccounted for',
      ok: duplicated === 0 && strangers.length === 0,
      detail: `${duplicated} checkouts with more than one order, ${strangers.length} orders without a checkout`,
    },
    {
      name: 'every checkout acknowledged in the end (retried until it was)',
      ok: refused.length === 0 && unanswered.length === 0,
      detail: `${refused.length} refused with a 4xx (${[...new Set(refused.map((c) => c.refused))].join(', ') || 'none'}), ${unanswered.length} never answered`,
    },
  ];
  return { checks, figures };
}

export function checkEmails(evidence: DrillEvidence) {
  const received = count(evidence.mails, (m) => {
    const match = /^(Order confirmation|New order) #(\d+)\b/.exec(m.subject);
    return match ? `${match[1]} #${match[2]}` : 'other';
  });
  let lost = 0;
  let resentSameMessage = 0;
  let resentAsNewMessage = 0;
  for (const order of evidence.orders) {
    for (const kind of ['Order confirmation', 'New order']) {
      const copies = received.get(`${kind} #${order.id}`) ?? [];
      if (copies.length === 0) lost += 1;
      if (copies.length > 1) {
        const ids = new Set(copies.map((m) => m.messageId));
        if (ids.size === 1) resentSameMessage += copies.length - 1;
        else resentAsNewMessage += copies.length - 1;
      }
    }
  }
  const figures = {
    emailsExpected: 2 * evidence.orders.length,
    emailsReceived: evidence.mails.length,
    emailsLost: lost,
    resentSameMessageId: resentSameMessage,
    resentWithNewMessageId: resentAsNewMessage,
    outboxPending: evidence.outbox.pending,
    outboxFailed: evidence.outbox.failed,
  };
  const checks: Check[] = [
    {
      name: "every order's two emails reached the mail server",
      ok: lost === 0 && evidence.outbox.pending === 0 && evidence.outbox.failed === 0,
      detail: `${lost} missing; outbox ${evidence.outbox.pending} pending, ${evidence.outbox.failed} given up`,
    },
    {
      name: 'an email sent twice only as the same message (same Message-ID)',
      ok: resentAsNewMessage === 0,
      detail: `${resentSameMessage} repeats of one Message-ID, ${resentAsNewMessage} repeats under a new Message-ID`,
    },
  ];
  return { checks, figures };
}
