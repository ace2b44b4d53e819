import { site } from '#shared/site';
import type { OutboxMessage } from '../outbox.repo.ts';
import type { EmailDocument } from '#server/db/email-document';
import { toOutboxMessage } from './message.ts';

export interface AdminGateAttack {
  /** What locked: the password step (new browsers), or the code step (every browser). */
  locked: 'password' | 'code';
  /** Wrong passwords and codes in the window. */
  failures: number;
  windowMinutes: number;
  /** Every address they came from (never what was typed). */
  addresses: string[];
}

/** Addresses listed in full; beyond this many the email says how many more there were. */
const MAX_LISTED_ADDRESSES = 50;

/** To the business when wrong back-office passwords pile up from many addresses. */
export function adminGateAttackEmail(attack: AdminGateAttack, to: string): OutboxMessage {
  const listed = attack.addresses.slice(0, MAX_LISTED_ADDRESSES);
  const more = attack.addresses.length - listed.length;
  const addressCount = `${attack.addresses.length} address${attack.addresses.length === 1 ? '' : 'es'}`;
  const lockedOut =
    attack.locked === 'code'
      ? 'Two-factor codes are being guessed after a right password, or at the password asked before two-factor sign-in changes: codes are refused for now from every browser. If this was not you, change the admin password.'
      : 'Sign-in from browsers that have not signed in before is refused for now; browsers that have signed in successfully before can still sign in.';
  const doc: EmailDocument = {
    title: 'Back office sign-in under attack',
    preheader: `${attack.failures} wrong back-office passwords or codes in ${attack.windowMinutes} minutes.`,
    blocks: [
      { kind: 'heading', text: 'Back office sign-in under attack' },
      {
        kind: 'paragraph',
        text: `${attack.failures} wrong passwords or two-factor codes were tried at the back office's sign-in in the last ${attack.windowMinutes} minutes, from ${addressCount}. ${lockedOut}`,
      },
      {
        kind: 'table',
        title: 'Where the attempts came from',
        rows: [
          {
            label: 'Addresses',
            value: [...listed, ...(more > 0 ? [`and ${more} more`] : [])].join('\n'),
          },
        ],
      },
      {
        kind: 'paragraph',
        text: 'If the attempts go on, consider changing the admin password and blocking these addresses at the proxy. This email is sent at most once per lockout window.',
        muted: true,
      },
    ],
    footer: [`Sent by the ${site.tradingName} web shop.`],
  };
  return toOutboxMessage(doc, { to, subject: 'Back office sign-in under attack' });
}
