import {
  EMAIL_VERIFICATION_HOURS,
  EMAIL_VERIFICATION_MESSAGES,
  emailVerifiedMessage,
  VERIFICATION_EMAILS_PER_DAY,
  VERIFICATION_EMAILS_PER_HOUR,
  VERIFY_EMAIL_PATH,
} from '#shared/email-verification';
import type { EmailVerifiedResponse, MessageResponse } from '#shared/schemas/customers';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { Attempt } from '#server/http/attempt-limiter';
import type { CreateCounter } from '#server/http/counters';
import { createRecipientLimit } from '#server/http/recipient-limit';
import { NOT_SIGNED_IN_MESSAGE } from '#server/http/sessions';
import { linkTokenHash, newLinkToken } from '#server/security/link-token';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { Outbox, OutboxMessage } from '../mail/outbox.ts';
import { emailVerificationEmail, type EmailRecipient } from '../mail/templates/customer-emails.ts';
import type { AccountEmailLimit } from './account-email-limit.ts';
import { createCustomersRepo } from './customers.repo.ts';
import { createEmailVerificationRepo } from './email-verification.repo.ts';

const HOUR_MS = 60 * 60 * 1000;
export const EMAIL_VERIFICATION_TTL_MS = EMAIL_VERIFICATION_HOURS * HOUR_MS;
/** A used or expired link is kept this long past its expiry to answer a late click clearly. */
export const ENDED_VERIFICATION_KEPT_MS = 30 * 24 * HOUR_MS;

/** Makes a verification link: its hash stored in the caller's transaction, its email answered. */
export function createEmailVerificationLinks(deps: { publicUrl: string }) {
  return {
    async issue(tx: Database, customer: EmailRecipient, now: Date): Promise<OutboxMessage> {
      const token = newLinkToken();
      await createEmailVerificationRepo(tx).insert({
        customerId: customer.id,
        tokenHash: linkTokenHash(token),
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
        now,
      });
      const url = `${deps.publicUrl}${VERIFY_EMAIL_PATH}${encodeURIComponent(token)}`;
      return emailVerificationEmail(customer, url, EMAIL_VERIFICATION_HOURS * 60);
    },
  };
}

export type EmailVerificationLinks = ReturnType<typeof createEmailVerificationLinks>;

type StoredLink = Awaited<ReturnType<ReturnType<typeof createEmailVerificationRepo>['find']>>;

/** Why a link cannot verify: unknown 404, used 409, expired 410; null when it still can. */
function refusal(link: StoredLink, now: Date): AppError | null {
  if (!link) return new AppError('not_found', EMAIL_VERIFICATION_MESSAGES.unknown);
  if (link.usedAt) return new AppError('conflict', EMAIL_VERIFICATION_MESSAGES.used);
  if (link.expiresAt <= now) return new AppError('gone', EMAIL_VERIFICATION_MESSAGES.expired);
  return null;
}

/**
 * Email verification (decisions 028 and 031): opening the link marks the address verified.
 * It adds no order: the guest orders placed with the address are counted, and the customer
 * chooses which to add from their account (guest-orders.service).
 */
export function createEmailVerificationService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  links: EmailVerificationLinks;
  outbox: Pick<Outbox, 'queue'>;
  audit: Pick<AuditLog, 'record'>;
  createCounter: CreateCounter;
  /** The guest orders placed with an address: how many the answer mentions. */
  countGuestOrders: (email: string) => Promise<number>;
  /** The mailbox's share of account emails, which registrations and resets use too. */
  accountEmails: AccountEmailLimit;
}) {
  const mailbox = createRecipientLimit(deps, {
    name: 'verification-email',
    perHour: VERIFICATION_EMAILS_PER_HOUR,
    perDay: VERIFICATION_EMAILS_PER_DAY,
  });
  /** A link sent again counts as one of its own kind and one of the mailbox's account emails. */
  async function claimBoth(address: string): Promise<Attempt | null> {
    const own = await mailbox.claim(address);
    if (!own) return null;
    const shared = await deps.accountEmails.claim(address);
    if (!shared) {
      await own.undo();
      return null;
    }
    return { undo: async () => void (await Promise.all([own.undo(), shared.undo()])) };
  }

  return {
    /** For the link's page: throws the refusal when the link cannot verify; changes nothing. */
    async check(token: string): Promise<void> {
      const link = await createEmailVerificationRepo(deps.db).find(linkTokenHash(token));
      const refused = refusal(link, deps.now());
      if (refused) throw refused;
    },

    /** Uses the link up and marks the email verified, together; no order changes hands. */
    async verify(token: string, source: AuditSource): Promise<EmailVerifiedResponse> {
      const tokenHash = linkTokenHash(token);
      const now = deps.now();
      const customer = await deps.transaction(async (tx) => {
        const links = createEmailVerificationRepo(tx);
        const customerId = await links.consume(tokenHash, now);
        if (customerId === null) {
          // Another click used it meanwhile: the row now says so.
          throw (
            refusal(await links.find(tokenHash), now) ??
            new AppError('conflict', EMAIL_VERIFICATION_MESSAGES.used)
          );
        }
        const verified = await createCustomersRepo(tx).markEmailVerified(customerId, now);
        if (!verified) throw new AppError('conflict', EMAIL_VERIFICATION_MESSAGES.used);
        await links.retireAll(customerId, now);
        await deps.audit.record(tx, {
          action: 'customer.email_verified',
          ...source,
          entity: { type: 'customer', id: customerId },
          before: { emailVerifiedAt: null },
          after: { emailVerifiedAt: now.toISOString() },
        });
        return verified;
      });
      const guestOrdersFound = await deps.countGuestOrders(customer.email);
      return { message: emailVerifiedMessage(guestOrdersFound), guestOrdersFound };
    },

    /** A new link for the signed-in customer, within the mailbox's share of emails. */
    async resend(customerId: number, source: AuditSource): Promise<MessageResponse> {
      const customer = await createCustomersRepo(deps.db).findById(customerId);
      if (!customer) throw new AppError('unauthorized', NOT_SIGNED_IN_MESSAGE);
      if (customer.emailVerifiedAt) {
        throw new AppError('conflict', EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
      }
      const claim = await claimBoth(customer.email);
      if (!claim) throw new AppError('rate_limited', EMAIL_VERIFICATION_MESSAGES.tooMany);
      try {
        await deps.transaction(async (tx) => {
          const email = await deps.links.issue(tx, customer, deps.now());
          await deps.outbox.queue(tx, [email]);
          await deps.audit.record(tx, {
            action: 'customer.verification_sent',
            ...source,
            entity: { type: 'customer', id: customerId },
          });
        });
      } catch (error) {
        await claim.undo();
        throw error;
      }
      return { message: EMAIL_VERIFICATION_MESSAGES.sent };
    },
  };
}

export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
