import { describe, expect, it } from 'vitest';
import { checkEmails, checkOrders, type DrillEvidence } from './checks.ts';
import type { Checkout } from './clients.ts';
import { checkErrorWindows } from './windows.ts';

const checkout = (n: number, orderId: number | null, statuses = [201]): Checkout => ({
  key: `k-${n}`,
  email: `k-${n}@example.com`,
  attempts: statuses.map((status, i) => ({
    sentAt: n * 1000 + i,
    answeredAt: n * 1000 + i + 1,
    status,
  })),
  orderId,
  refused: null,
});

const mail = (subject: string, messageId: string) => ({ at: 0, to: [], subject, messageId });

function evidence(overrides: Partial<DrillEvidence> = {}): DrillEvidence {
  return {
    checkouts: [checkout(1, 1), checkout(2, 2)],
    orders: [
      { id: 1, idempotencyKey: 'k-1', email: 'k-1@example.com' },
      { id: 2, idempotencyKey: 'k-2', email: 'k-2@example.com' },
    ],
    outbox: { pending: 0, failed: 0 },
    mails: [
      mail('Order confirmation #1 - Shop', '<a>'),
      mail('New order #1 - A B - 2 t, Doncaster', '<b>'),
      mail('Order confirmation #2 - Shop', '<c>'),
      mail('New order #2 - A B - 2 t, Doncaster', '<d>'),
    ],
    faults: [{ name: 'kill', at: 5000, backAt: 6000, errorsAllowedUntil: 8000, steps: [] }],
    proxyAnswers: [],
    ...overrides,
  };
}

const failed = (checks: { ok: boolean; name: string }[]) =>
  checks.filter((c) => !c.ok).map((c) => c.name);

describe('the drill checks', () => {
  it('pass a run where every order and email arrived once', () => {
    const e = evidence();
    expect(failed([...checkOrders(e).checks, ...checkEmails(e).checks])).toEqual([]);
    expect(checkErrorWindows(e).check.ok).toBe(true);
  });

  it('find an acknowledged order the database lacks, and an order placed twice', () => {
    const e = evidence({
      orders: [
        { id: 2, idempotencyKey: 'k-2', email: 'k-2@example.com' },
        { id: 3, idempotencyKey: 'k-2-again', email: 'k-2@example.com' },
      ],
    });
    const { checks, figures } = checkOrders(e);
    expect(figures).toMatchObject({ lost: 1, duplicated: 1 });
    expect(failed(checks)).toHaveLength(2);
  });

  it('find a missing email, and allow a repeat only under the same Message-ID', () => {
    const [first, second, third] = evidence().mails;
    const sameId = checkEmails(evidence({ mails: [first!, first!, second!, third!] }));
    expect(sameId.figures).toMatchObject({ emailsLost: 1, resentSameMessageId: 1 });
    expect(failed(sameId.checks)).toEqual(["every order's two emails reached the mail server"]);

    const newId = checkEmails(
      evidence({ mails: [...evidence().mails, mail(first!.subject, '<z>')] }),
    );
    expect(newId.figures).toMatchObject({ emailsLost: 0, resentWithNewMessageId: 1 });
    expect(failed(newId.checks)).toHaveLength(1);
  });

  it('accept 5xx inside a fault window and refuse them outside it', () => {
    const inside = evidence({
      checkouts: [checkout(6, 1, [502, 201])],
      proxyAnswers: [{ at: 6000, status: 502 }],
    });
    expect(checkErrorWindows(inside).check.ok).toBe(true);
    const outside = evidence({ proxyAnswers: [{ at: 9000, status: 503 }] });
    const result = checkErrorWindows(outside);
    expect(result.check.ok).toBe(false);
    expect(result.seconds).toEqual([
      { second: 9, client5xx: 0, clientNoAnswer: 0, proxy5xx: 1, inWindow: false },
    ]);
  });
});
