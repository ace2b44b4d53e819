// Server errors second by second, which of them fell outside the fault windows, and how long
// the shop took to serve again after each fault.
import type { Check, DrillEvidence } from './checks.ts';
import type { Fault } from './timeline.ts';

export interface Second {
  second: number;
  client5xx: number;
  clientNoAnswer: number;
  proxy5xx: number;
  inWindow: boolean;
}

const inWindow = (faults: Fault[], at: number) =>
  faults.some((f) => f.errorsAllowedUntil !== null && at >= f.at && at <= f.errorsAllowedUntil);

export function checkErrorWindows(evidence: DrillEvidence) {
  const seconds = new Map<number, Second>();
  const tally = (at: number, field: 'client5xx' | 'clientNoAnswer' | 'proxy5xx') => {
    const second = Math.floor(at / 1000);
    const row = seconds.get(second) ?? {
      second,
      client5xx: 0,
      clientNoAnswer: 0,
      proxy5xx: 0,
      inWindow: inWindow(evidence.faults, at),
    };
    row[field] += 1;
    row.inWindow &&= inWindow(evidence.faults, at);
    seconds.set(second, row);
  };
  let outside = { client: 0, proxy: 0 };
  for (const checkout of evidence.checkouts) {
    for (const attempt of checkout.attempts) {
      if (attempt.status !== 0 && attempt.status < 500) continue;
      tally(attempt.answeredAt, attempt.status === 0 ? 'clientNoAnswer' : 'client5xx');
      if (!inWindow(evidence.faults, attempt.answeredAt)) outside.client += 1;
    }
  }
  for (const answer of evidence.proxyAnswers) {
    if (answer.status < 500) continue;
    tally(answer.at, 'proxy5xx');
    if (!inWindow(evidence.faults, answer.at)) outside = { ...outside, proxy: outside.proxy + 1 };
  }
  const check: Check = {
    name: 'no 5xx (nor unanswered request) outside the kill and database-restart windows',
    ok: outside.client === 0 && outside.proxy === 0,
    detail: `outside the windows: ${outside.client} failed requests seen by clients, ${outside.proxy} 5xx in the proxy's log`,
  };
  return { check, seconds: [...seconds.values()].sort((a, b) => a.second - b.second) };
}

/** ms from each fault to the first order acknowledged for a request sent after it. */
export function recoveryTimes(evidence: DrillEvidence) {
  return evidence.faults.map((fault) => {
    let firstServed = Infinity;
    for (const checkout of evidence.checkouts) {
      for (const attempt of checkout.attempts) {
        const ok = attempt.status >= 200 && attempt.status < 300;
        if (ok && attempt.sentAt >= fault.at)
          firstServed = Math.min(firstServed, attempt.answeredAt);
      }
    }
    const firstMail = evidence.mails.reduce(
      (first, m) => (m.at >= fault.backAt && m.at < first ? m.at : first),
      Infinity,
    );
    return {
      fault: fault.name,
      atMs: Math.round(fault.at),
      orderServedAfterMs: Number.isFinite(firstServed) ? Math.round(firstServed - fault.at) : null,
      partBackAfterMs: Math.round(fault.backAt - fault.at),
      firstMailAfterBackMs: Number.isFinite(firstMail)
        ? Math.round(firstMail - fault.backAt)
        : null,
      steps: fault.steps.map((s) => ({ ...s, ms: Math.round(s.ms) })),
    };
  });
}

/** Orders acknowledged in each second of the run: where the faults slowed the shop. */
export function ordersPerSecond(evidence: DrillEvidence): number[] {
  const perSecond: number[] = [];
  for (const checkout of evidence.checkouts) {
    const last = checkout.attempts.at(-1);
    if (checkout.orderId === null || !last) continue;
    const second = Math.floor(last.answeredAt / 1000);
    for (let s = perSecond.length; s <= second; s += 1) perSecond.push(0);
    perSecond[second] = (perSecond[second] ?? 0) + 1;
  }
  return perSecond;
}
