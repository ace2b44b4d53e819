import { Banknote, CreditCard, Landmark, Mail, Phone } from 'lucide-react';

import { site } from '#shared/site';
import { Card, CardContent } from '#client/components/ui/card.tsx';

/** Spec section 2's list, for when the business's own choice is not known yet. */
const SPEC_OPTIONS = ['Cash on delivery', 'Bank transfer', 'Credit/debit card'];

const iconFor = (label: string) =>
  label === 'Cash on delivery' ? Banknote : label === 'Bank transfer' ? Landmark : CreditCard;

const contactLinkClass =
  'inline-flex items-center gap-2 rounded font-semibold text-forest-800 hover:text-forest-950 hover:underline';

/**
 * How the customer can pay (`options`: the ways the business offers, #shared/how-to-pay), and
 * how to reach us with questions.
 */
export function PaymentAndContact({ options = SPEC_OPTIONS }: { options?: string[] }) {
  return (
    <Card>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <div>
          <h2 className="text-lg font-bold text-stone-900">Payment Options</h2>
          <ul className="mt-3 grid gap-2.5 text-stone-700" data-testid="payment-options">
            {options.map((label) => {
              const Icon = iconFor(label);
              return (
                <li key={label} className="flex items-center gap-3">
                  <Icon aria-hidden className="size-5 shrink-0 text-wood-600" />
                  {label}
                </li>
              );
            })}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-bold text-stone-900">Questions?</h2>
          <p className="mt-3 text-stone-600">Our team is happy to help with your order.</p>
          <ul className="mt-3 grid gap-2.5">
            <li>
              <a href={site.phone.href} className={contactLinkClass}>
                <Phone aria-hidden className="size-4" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={`${contactLinkClass} break-all`}>
                <Mail aria-hidden className="size-4 shrink-0" />
                {site.email}
              </a>
            </li>
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
