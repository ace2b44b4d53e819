import { CalendarCheck, ClipboardCheck, Mail } from 'lucide-react';

import { formatDeliveryDate } from '#shared/delivery-format';

const steps = [
  {
    icon: Mail,
    title: 'Confirmation email',
    text: 'We have emailed your order confirmation to you. Keep it for your records.',
  },
  {
    icon: ClipboardCheck,
    title: 'Order review',
    text: 'Our team reviews your order and contacts you within 24 hours.',
  },
];

/** The third step: the day is agreed with the customer, unless they booked one. */
const schedulingStep = (bookedDate: string | null) => ({
  icon: CalendarCheck,
  title: 'Delivery scheduling',
  text: bookedDate
    ? `Our lorry comes on the day you booked, ${formatDeliveryDate(bookedDate)}; we send tracking information as it gets closer.`
    : 'We agree a delivery date with you and send tracking information.',
});

/** The three steps after an order (spec section 2). */
export function WhatHappensNext({ bookedDate }: { bookedDate: string | null }) {
  return (
    <section aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className="text-lg font-bold text-stone-900">
        What happens next
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {[...steps, schedulingStep(bookedDate)].map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-xl border border-stone-200 bg-white p-5">
            <div className="flex items-center gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-forest-100 text-forest-800">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="text-xs font-bold tracking-wider text-wood-700 uppercase">
                  Step {index + 1}
                </p>
                <h3 className="font-semibold text-stone-900">{title}</h3>
              </div>
            </div>
            <p className="mt-3 text-sm text-stone-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
