import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { Block, EmailDocument } from '#server/db/email-document';
import { businessFooter } from './format.ts';
import { toOutboxMessage } from './message.ts';

/** The account an email is about, and its owner's name. */
export interface EmailRecipient {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

const fullName = (to: EmailRecipient) => `${to.firstName} ${to.lastName}`.trim();

/**
 * An email to the account's owner about their account: the title as its heading, then the
 * greeting, then `blocks`, from the business and answered by it.
 */
function accountEmail(
  to: EmailRecipient,
  email: { title: string; preheader: string; subject: string; blocks: Block[] },
): OutboxMessage {
  const doc: EmailDocument = {
    title: email.title,
    preheader: email.preheader,
    blocks: [
      { kind: 'heading', text: email.title },
      { kind: 'paragraph', text: `Dear ${fullName(to)},` },
      ...email.blocks,
    ],
    footer: businessFooter(),
  };
  return toOutboxMessage(doc, {
    to: to.email,
    replyTo: site.email,
    customerId: to.id,
    subject: email.subject,
  });
}

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
/** 60 -> "1 hour", 90 -> "90 minutes". */
const duration = (minutes: number) =>
  minutes % 60 === 0 ? count(minutes / 60, 'hour') : count(minutes, 'minute');

/**
 * To a new customer straight after registering. It never repeats the password, and promises
 * paying online only while the business takes online payments (`onlinePayments`).
 */
export function welcomeEmail(
  to: EmailRecipient,
  accountUrl: string,
  { onlinePayments }: { onlinePayments: boolean },
): OutboxMessage {
  return accountEmail(to, {
    title: `Welcome to ${site.tradingName}`,
    preheader: `Your ${site.tradingName} account is ready.`,
    subject: `Welcome to ${site.tradingName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Thank you for creating an account. You sign in with this email address, ${to.email}, and the password you chose.`,
      },
      {
        kind: 'steps',
        title: 'With your account you can',
        items: [
          'Check out faster: your details are filled in for you.',
          'See every order you have placed and its status.',
          ...(onlinePayments ? ['Pay confirmed orders online.'] : []),
          'Keep your delivery address and phone number up to date.',
        ],
      },
      { kind: 'action', label: 'Go to your account', url: accountUrl },
      {
        kind: 'paragraph',
        text: `If you did not create this account, please tell us at ${site.email} or on ${site.phone.display}.`,
        muted: true,
      },
    ],
  });
}

/** The reset link; the token in it is the only copy outside this email (we keep its hash). */
export function passwordResetEmail(
  to: EmailRecipient,
  resetUrl: string,
  validMinutes: number,
): OutboxMessage {
  const expiry = duration(validMinutes);
  return accountEmail(to, {
    title: 'Reset your password',
    preheader: `Use this link within ${expiry} to choose a new password.`,
    subject: `Reset your ${site.tradingName} password`,
    blocks: [
      {
        kind: 'paragraph',
        text: `We received a request to reset the password of your ${site.tradingName} account. Choose a new password with the link below.`,
      },
      { kind: 'action', label: 'Reset your password', url: resetUrl },
      {
        kind: 'paragraph',
        text: `The link works once and expires after ${expiry}. Resetting your password signs you out everywhere.`,
      },
      {
        kind: 'paragraph',
        text: `If you did not ask for this, you can ignore this email: your password stays the same. Worried? Call us on ${site.phone.display}.`,
        muted: true,
      },
    ],
  });
}

/**
 * The link that proves the address is the customer's (decision 028): once opened, orders
 * placed as a guest with this address join the account. Sent on registering and on request.
 */
export function emailVerificationEmail(
  to: EmailRecipient,
  verifyUrl: string,
  validMinutes: number,
): OutboxMessage {
  const expiry = duration(validMinutes);
  return accountEmail(to, {
    title: 'Confirm your email address',
    preheader: `Use this link within ${expiry} to confirm your email address.`,
    subject: `Confirm your ${site.tradingName} email address`,
    blocks: [
      {
        kind: 'paragraph',
        text: `Please confirm that ${to.email} is the email address of your ${site.tradingName} account. Once you have, you can add the orders you placed as a guest with this address to your account.`,
      },
      { kind: 'action', label: 'Confirm your email address', url: verifyUrl },
      {
        kind: 'paragraph',
        text: `The link works once and expires after ${expiry}. You can send a new one from your account page.`,
      },
      {
        kind: 'paragraph',
        text: `If you did not create this account, you can ignore this email, or tell us at ${site.email} or on ${site.phone.display}.`,
        muted: true,
      },
    ],
  });
}

/**
 * After a reset every session ends; after a change in the account the browser that made it
 * stays signed in, so the email says which happened.
 */
const SIGNED_OUT = {
  reset: 'was just reset, and every device signed in to it was signed out',
  changed:
    'was just changed in your account, and every other device signed in to it was signed out',
} as const;

/** After a reset or a change, so the owner learns of a change they did not make (ASVS 2.2.3). */
export function passwordChangedEmail(
  to: EmailRecipient,
  how: keyof typeof SIGNED_OUT,
): OutboxMessage {
  return accountEmail(to, {
    title: 'Your password was changed',
    preheader: `The password of your ${site.tradingName} account was just changed.`,
    subject: `Your ${site.tradingName} password was changed`,
    blocks: [
      {
        kind: 'paragraph',
        text: `The password of your ${site.tradingName} account (${to.email}) ${SIGNED_OUT[how]}.`,
      },
      {
        kind: 'paragraph',
        text: `If this was not you, call us straight away on ${site.phone.display} or email ${site.email}.`,
      },
    ],
  });
}
