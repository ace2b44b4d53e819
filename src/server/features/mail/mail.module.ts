import type { Database } from '#server/db/client';
import type { ShopMetrics } from '../metrics/shop-metrics.ts';
import { createMailWorker, type MailWorkerDeps } from './mail-worker.ts';
import type { Mailer } from './mailer.ts';
import { createOutbox } from './outbox.ts';
import { createOutboxRepo } from './outbox.repo.ts';
import { linkSealingKey } from './sealed-links.ts';

/**
 * The shop's email: the outbox every feature queues through (part of the shared context) and
 * the worker that sends what it holds. Queuing counts the emails and wakes the worker once the
 * queuing transaction commits.
 */
export function createMail(deps: {
  db: Database;
  mailer: Pick<Mailer, 'send'>;
  now: () => Date;
  log: MailWorkerDeps['log'];
  /** Marketing emails carry the unsubscribe link and go only while the customer consents. */
  marketing: {
    unsubscribeUrl: (customerId: number) => string;
    consents: (customerId: number) => Promise<boolean>;
  };
  metrics: Pick<ShopMetrics, 'emails' | 'emailsQueued'>;
  /** SECRETS_KEY: seals queued emails' links, and opens them when they are sent. */
  secretsKey: string;
}) {
  const worker = createMailWorker({
    repo: createOutboxRepo(deps.db),
    linkKey: linkSealingKey(deps.secretsKey),
    mailer: deps.mailer,
    now: deps.now,
    log: deps.log,
    marketing: deps.marketing,
    onOutcome: (outcome) => deps.metrics.emails.inc({ outcome }),
  });
  const outbox = createOutbox({
    secretsKey: deps.secretsKey,
    onQueued: (count) => {
      deps.metrics.emailsQueued.inc(count);
      worker.kick();
    },
  });
  return { worker, outbox };
}
