import type { ReactNode } from 'react';

import type { RetentionPeriods } from '#domain/retention';
import type { PrivacyFacts } from '#shared/schemas/retention';
import { site } from '#shared/site';

/** Changed whenever the notice's wording changes (not when a setting does). */
export const PRIVACY_LAST_UPDATED = '27 November 2026';

export interface PrivacySection {
  id: string;
  title: string;
  body: ReactNode[];
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long each kind of personal data is kept, in the periods the settings hold now. */
export function retentionLines(
  periods: RetentionPeriods,
  linkExpiryDays: number,
): [kind: string, kept: string][] {
  return [
    [
      'Invoiced orders',
      `${plural(periods.invoicedOrderYears, 'year')} after the invoice date (HMRC requires at least 6), then your name, contact details and addresses are erased; the figures stay for our accounts`,
    ],
    [
      'Orders never invoiced',
      `${plural(periods.uninvoicedOrderMonths, 'month')} after the order was delivered or cancelled, then erased in the same way`,
    ],
    [
      'Accounts',
      periods.inactiveAccountMonths === null
        ? 'Until you delete your account'
        : `Until you delete your account, or ${plural(periods.inactiveAccountMonths, 'month')} after your last sign-in or order`,
    ],
    [
      'Emails we send you',
      `${plural(periods.sentEmailBodyDays, 'day')} after sending, then deleted; an order's history keeps only that an email went, and when`,
    ],
    [
      'Tracking and invoice links in our emails',
      `Stop working ${plural(linkExpiryDays, 'day')} after delivery or cancellation; your account keeps your invoices`,
    ],
    ['Security log (sign-ins and changes)', `${plural(periods.auditMonths, 'month')}`],
    [
      'Sessions and password reset links',
      'Removed once expired: a session after 2 hours unused (12 hours at most), a reset link after 1 hour',
    ],
  ];
}

const linkClass =
  'font-semibold [overflow-wrap:anywhere] text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700';

/** Every cookie the shop sets; all strictly necessary, so no consent banner is asked for. */
export const COOKIES: [name: string, purpose: string][] = [
  ['sid', 'Keeps you signed in to your account (ends when you sign out or after 12 hours)'],
  [
    'device',
    'Remembers that this browser signed in before, so guessing at your password elsewhere cannot lock you out (1 year)',
  ],
  ['admin_sid', 'Keeps our staff signed in to the back office'],
  ['admin_pending', 'Holds a staff sign-in for 5 minutes while the second factor is checked'],
  ['admin_device', 'Remembers a staff browser that signed in before (1 year)'],
];

export function privacySections(facts: PrivacyFacts): PrivacySection[] {
  const mail = (
    <a className={linkClass} href={`mailto:${facts.contactEmail}`}>
      {facts.contactEmail}
    </a>
  );
  return [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: [
        <>
          {site.companyName}, trading as {site.tradingName}, is the controller of the personal data
          this shop collects. Write to us about your data at {mail} or call {site.phone.display}.
        </>,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect, why, and on what basis',
      body: [
        <ul key="uses" className="grid list-disc gap-2 pl-6">
          <li>
            <strong>Your account</strong> (name, email, phone, address, password kept only as a
            hash): to let you order and see your orders. Basis: contract.
          </li>
          <li>
            <strong>Orders and delivery details</strong> (names, company, contact details, delivery
            and billing addresses, access notes): to deliver and support your order. Basis:
            contract.
          </li>
          <li>
            <strong>Invoices and payments</strong> (what you paid, how and when; card details are
            taken by the payment provider, never by us): to be paid and to keep the records HMRC
            requires. Basis: contract and legal obligation.
          </li>
          <li>
            <strong>Contact messages</strong>: to answer you. Basis: legitimate interests (replying
            to what you asked).
          </li>
          <li>
            <strong>Security logs</strong> (sign-ins, changes, network address): to protect your
            account and the shop against misuse. Basis: legitimate interests.
          </li>
          <li>
            <strong>Marketing</strong>: only if you agree, and you can withdraw at any time. Basis:
            consent.
          </li>
        </ul>,
      ],
    },
    {
      id: 'who-receives-it',
      title: 'Who receives it',
      body: [
        'Our payment provider (to take online payments), our email service (to send order and account emails) and the company hosting the shop (to run it). Each acts only on our instructions. We never sell your data.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      body: [
        <dl key="periods" className="grid gap-3">
          {retentionLines(facts.retention, facts.linkExpiryDays).map(([kind, kept]) => (
            <div key={kind}>
              <dt className="font-semibold text-stone-900">{kind}</dt>
              <dd>{kept}</dd>
            </div>
          ))}
        </dl>,
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: [
        'You may ask for a copy of your data (access), have it corrected (rectification), deleted (erasure), its use limited (restriction), object to its use, and receive it in a form you can take elsewhere (portability).',
        <>
          In your account, &lsquo;Download my data&rsquo; gives you a copy of it as a file, and
          &lsquo;Delete my account&rsquo;, confirmed with your password, erases it. An order with a
          VAT invoice keeps the name, company and address its invoice shows until the
          invoice&rsquo;s retention period ends; an order still under way must be delivered or
          cancelled first. We email you what was erased and what is kept. For anything else, or
          without an account, email {mail}; we answer within one month.
        </>,
        <>
          If you are unhappy with how we use your data, you may complain to the Information
          Commissioner&rsquo;s Office:{' '}
          <a className={linkClass} href="https://ico.org.uk">
            ico.org.uk
          </a>
          , 0303 123 1113.
        </>,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: [
        'The shop sets only the cookies below. Each is strictly necessary for the service you ask for, so we do not ask for consent. Your cart is kept in the page itself, not in a cookie.',
        <dl key="cookies" className="grid gap-3">
          {COOKIES.map(([name, purpose]) => (
            <div key={name}>
              <dt>
                <code className="font-semibold text-stone-900">{name}</code>
              </dt>
              <dd>{purpose}</dd>
            </div>
          ))}
        </dl>,
      ],
    },
  ];
}
