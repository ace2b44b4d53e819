import { Check, Circle, X } from 'lucide-react';

import type { TimelineStep } from '#domain/delivery-timeline';
import { deliveryWhen } from '#shared/delivery-format';
import { cn } from '#client/lib/cn.ts';

const ukDateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

function label(step: TimelineStep): string {
  switch (step.key) {
    case 'placed':
      return 'Order placed';
    case 'confirmed':
      return 'Confirmed';
    case 'scheduled':
      return step.date ? `Scheduled for ${deliveryWhen(step.date, step.slot)}` : 'Scheduled';
    case 'out_for_delivery':
      return 'Out for delivery';
    case 'delivered':
      return 'Delivered';
    case 'failed':
      return step.reason ? `Delivery failed: ${step.reason}` : 'Delivery failed';
    case 'cancelled':
      return 'Cancelled';
  }
}

/** The order's way from placed to delivered: each step reached, and those still to come. */
export function OrderTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <ol data-testid="order-timeline" className="grid gap-2 text-sm">
      {steps.map((step) => {
        const bad = step.key === 'failed' || step.key === 'cancelled';
        const Icon = bad ? X : step.done ? Check : Circle;
        return (
          <li key={step.key} className="flex items-start gap-2.5">
            <Icon
              aria-hidden
              className={cn(
                'mt-0.5 size-4 shrink-0',
                bad ? 'text-red-700' : step.done ? 'text-forest-700' : 'text-stone-400',
              )}
            />
            <span className={step.done ? 'text-stone-900' : 'text-stone-500'}>
              {label(step)}
              <span className="sr-only">{step.done ? ' (done)' : ' (to come)'}</span>
              {step.at ? (
                <span className="block text-xs text-stone-500">
                  {ukDateTime.format(new Date(step.at))}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
