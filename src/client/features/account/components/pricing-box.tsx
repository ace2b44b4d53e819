import { BadgePercent, CalendarX, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { formatGBP } from '#domain/money';
import type { CurrentCustomer } from '#shared/schemas/customers';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { cn } from '#client/lib/cn.ts';
import { useCustomerPricing } from '#client/features/account/api/get-pricing.ts';
import { formatDay, pricingView } from '#client/features/account/account-format.ts';
import { AccountBox } from '#client/features/account/components/account-box.tsx';

function Panel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'forest' | 'amber' | 'stone';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const tones = {
    forest: 'bg-forest-50 ring-forest-200 text-forest-950',
    amber: 'bg-amber-50 ring-amber-300 text-amber-950',
    stone: 'bg-stone-50 ring-stone-200 text-stone-800',
  };
  return (
    <div className={cn('mt-3 rounded-xl p-4 ring-1', tones[tone])}>
      <p className="flex items-center gap-2 font-bold">
        {icon}
        {title}
      </p>
      <div className="mt-2 grid gap-2 text-sm">{children}</div>
    </div>
  );
}

/** 'Your Pricing' (spec section 4): special price active, expired, or regional pricing. */
export function PricingBox({ customer }: { customer: CurrentCustomer }) {
  // The summary that came with the customer stands in until /pricing answers.
  const { data = customer } = useCustomerPricing(true, customer);
  const view = pricingView(data);

  return (
    <AccountBox id="your-pricing" title="Your Pricing">
      {view.state === 'active' ? (
        <Panel
          tone="forest"
          icon={<BadgePercent aria-hidden className="size-5 text-forest-700" />}
          title="Special Pricing Applied"
        >
          <p>
            <span data-testid="custom-price" className="text-2xl font-extrabold text-forest-800">
              {formatGBP(view.pricePence)}
            </span>{' '}
            per tonne, excluding VAT
          </p>
          {view.note ? <p className="italic">{view.note}</p> : null}
          {view.validTo ? (
            <p className="font-semibold">Valid before {formatDay(view.validTo)}</p>
          ) : null}
          <p>This price overrides regional pricing and applies to every quantity you order.</p>
        </Panel>
      ) : view.state === 'expired' ? (
        <Panel
          tone="amber"
          icon={<CalendarX aria-hidden className="size-5 text-amber-700" />}
          title="Custom Pricing Expired"
        >
          <p>
            Your special price
            {view.validTo ? ` ended on ${formatDay(view.validTo)}` : ' has ended'}. Standard
            regional pricing now applies to your orders.
          </p>
          <Link
            href={paths.contact}
            className={cn(
              buttonClassName({ variant: 'outline', size: 'sm' }),
              'mt-1 justify-self-start',
            )}
          >
            Contact Us About Extension
          </Link>
        </Panel>
      ) : (
        <Panel
          tone="stone"
          icon={<MapPin aria-hidden className="size-5 text-forest-700" />}
          title="Standard Regional Pricing"
        >
          <p>
            Your price per tonne depends on your delivery region and the quantity you order. Check
            your postcode on the home page to see it.
          </p>
        </Panel>
      )}
    </AccountBox>
  );
}
