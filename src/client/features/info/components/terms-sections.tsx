import type { ReactNode } from 'react';

import { site } from '#shared/site';
import { deliveryTimes, serviceTerms } from '#client/features/info/service-terms.ts';

export const TERMS_LAST_UPDATED = 'January 2025';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode[];
}

const linkClass =
  'font-semibold [overflow-wrap:anywhere] text-forest-700 underline decoration-forest-300 underline-offset-4 hover:decoration-forest-700';

const we = `${site.companyName}, trading as ${site.tradingName}`;

/** The ten sections of the terms, in order (spec section 2), using the spec's constants. */
export const termsSections: readonly TermsSection[] = [
  {
    id: 'order-acceptance',
    title: 'Order Acceptance',
    body: [
      `These terms apply to every order placed with ${we} ("we", "us"). Placing an order is an offer to buy; a contract is formed when we confirm your order by email.`,
      'We may decline an order, for example if we cannot deliver to your address or a price has been shown in error. If we do, we will tell you promptly and refund anything you have paid.',
    ],
  },
  {
    id: 'payment-terms',
    title: 'Payment Terms',
    body: [
      'Prices are per tonne for your delivery region, include delivery and are shown excluding VAT. VAT is added at the applicable rate and shown before you place your order.',
      `Unless we agree otherwise in writing, invoices are payable within ${serviceTerms.paymentTermsDays} days of the invoice date. Once your order is confirmed you may also pay online from your account.`,
      `We may charge interest on overdue accounts at ${serviceTerms.lateInterestOverBasePercent}% a year above the Bank of England base rate, from the due date until payment is received.`,
    ],
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: [
      `Standard delivery takes ${deliveryTimes.standard}; express delivery in ${deliveryTimes.express} and same-day delivery are ${deliveryTimes.sameDay}. We will contact you within ${serviceTerms.arrangeDeliveryWorkingDays} working days of your order to arrange a delivery date. Delivery dates are estimates and are not guaranteed.`,
      `Pellets are supplied in ${serviceTerms.supplyFormats}. Our prices include a hose run of up to ${serviceTerms.maxHoseMetres} metres from the delivery vehicle; longer runs carry an extra charge, agreed with you in advance.`,
      'You are responsible for safe access for our vehicle and for a store that is ready to receive the delivery. If we cannot deliver because of access or an unready store, we will arrange a new date with you.',
    ],
  },
  {
    id: 'product-quality',
    title: 'Product Quality',
    body: [
      'Our wood pellets are certified to ENplus A1 and are supplied to that standard.',
      `Please inspect your delivery and report any quality issue to us within ${serviceTerms.reportQualityIssuesDays} days of delivery, keeping a sample of the pellets concerned. We will investigate promptly and, where the pellets are found to be faulty, replace them or refund you.`,
    ],
  },
  {
    id: 'storage',
    title: 'Storage',
    body: [
      'Pellets must be kept dry. Store bags off the ground and under cover, and keep bulk stores watertight and well ventilated, following the guidance of your boiler or store manufacturer.',
      'Once delivered, the pellets are your responsibility. We are not responsible for deterioration caused by damp, poor storage or a fault in your store or heating system.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability',
    body: [
      'We are not liable for losses that were not reasonably foreseeable when the contract was made, nor for business losses such as loss of profit. Our total liability for an order is limited to the price paid for it.',
      'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights.',
    ],
  },
  {
    id: 'cancellation',
    title: 'Cancellation',
    body: [
      `You may cancel an order free of charge up to ${serviceTerms.freeCancellationHours} hours before the agreed delivery time. Please call or email us as early as you can.`,
      'If you need to cancel later than that, please call us straight away and we will do what we can.',
      `If you buy as a consumer, the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 also give you the right to cancel within ${serviceTerms.statutoryCancellationDays} days without giving a reason: from when you place your order until ${serviceTerms.statutoryCancellationDays} days after the day the pellets are delivered to you. To cancel, tell us by email or phone; you may use any clear statement.`,
      `If you cancel before delivery, we refund everything you have paid within ${serviceTerms.statutoryCancellationDays} days of your telling us. After delivery, bagged pellets are to be returned unopened at your cost, and we refund within ${serviceTerms.statutoryCancellationDays} days of receiving them back or of your proof that you sent them. Bulk pellets blown into a store that already holds pellets are inseparably mixed with them and, as the Regulations provide, can no longer be cancelled once delivered.`,
    ],
  },
  {
    id: 'data-protection',
    title: 'Data Protection',
    body: [
      'We use your personal details only to process your order, arrange delivery, take payment and answer your enquiries, in line with the UK General Data Protection Regulation and the Data Protection Act 2018.',
      'We share your details only with the service providers we need to fulfil your order, such as our payment provider, and never sell them. You may ask us for a copy of the data we hold about you, or ask us to correct or delete it.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    body: [
      <>
        Questions about these terms or your order can be sent to{' '}
        <a href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>{' '}
        or made by phone on{' '}
        <a href={site.phone.href} className={linkClass}>
          {site.phone.display}
        </a>
        . We aim to reply to messages within {serviceTerms.contactReplyHours} hours.
      </>,
      `Our registered office is ${site.headOffice.lines.join(', ')}. ${site.companyName} is registered in ${site.registeredIn}, company number ${site.companyNumber}.`,
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law',
    body: [
      'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you live in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
    ],
  },
];
