import { Percent } from 'lucide-react';

import { DEFAULT_VAT_RATE, VAT_RATE_LABELS, isVatRate } from '#domain/vat';
import { AccountBox } from '#client/features/account/components/account-box.tsx';

/** The customer's VAT rate, set by the business (spec sections 2 and 6). */
export function VatBox({ vatRate }: { vatRate: number }) {
  const rate = isVatRate(vatRate) ? vatRate : DEFAULT_VAT_RATE;
  return (
    <AccountBox id="vat-rate" icon={Percent} title="VAT Rate">
      <p className="mt-3 flex items-baseline gap-2">
        <span data-testid="vat-rate" className="text-3xl font-extrabold text-forest-800">
          {rate}%
        </span>
        <span className="font-semibold text-stone-700">{VAT_RATE_LABELS[rate]}</span>
      </p>
      <p className="mt-2 text-sm text-stone-600">
        Contact us if you believe your rate should be different
      </p>
    </AccountBox>
  );
}
