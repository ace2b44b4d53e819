import { Banknote, CreditCard, Landmark, MonitorSmartphone, type LucideIcon } from 'lucide-react';

import type { HowToPay, PaymentMethodKind } from '#shared/how-to-pay';
import { cn } from '#client/lib/cn.ts';

const ICONS: Record<PaymentMethodKind, LucideIcon> = {
  bank_transfer: Landmark,
  online: MonitorSmartphone,
  card: CreditCard,
  cash_on_delivery: Banknote,
};

/** The ways to pay an order, with the bank details and reference to copy (#shared/how-to-pay). */
export function HowToPayMethods({
  pay,
  className,
  heading: Heading = 'h3',
}: {
  pay: HowToPay;
  className?: string;
  /** The level of each way's title, one below the section's heading. */
  heading?: 'h3' | 'h4';
}) {
  return (
    <div className={cn('grid gap-4', className)}>
      <p className="text-stone-700" data-testid="how-to-pay-lead">
        <span className="block font-semibold text-stone-900">
          {pay.amountLabel}: {pay.amountDue}
        </span>
        {pay.lead}
      </p>
      <ul className="grid gap-3">
        {pay.methods.map((method) => {
          const Icon = ICONS[method.kind];
          return (
            <li
              key={method.kind}
              data-testid={`pay-by-${method.kind}`}
              className="rounded-xl border border-stone-200 bg-stone-50 p-4"
            >
              <Heading className="flex items-center gap-2 font-semibold text-stone-900">
                <Icon aria-hidden className="size-5 shrink-0 text-wood-600" />
                {method.title}
              </Heading>
              <p className="mt-1 text-sm text-stone-700">{method.text}</p>
              {method.rows.length > 0 ? (
                <dl className="mt-3 grid gap-1.5 text-sm">
                  {method.rows.map((row) => (
                    <div key={row.label} className="flex flex-col gap-x-3 sm:flex-row">
                      <dt className="shrink-0 text-stone-500 sm:w-32">{row.label}</dt>
                      <dd className="font-semibold text-stone-900 tabular-nums">{row.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
