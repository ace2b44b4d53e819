import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useWatch } from 'react-hook-form';

import { isValidPostcode, normalisePostcode } from '#domain/postcode';
import type { PostcodeValidationResult, ValidatePostcodeRequest } from '#shared/schemas/regions';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  regionProblem,
  regionSwitchFor,
  regionSwitchLabel,
} from '#client/features/checkout/region-switch.ts';
import { useCheckoutForm } from '#client/features/checkout/use-checkout-form.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

/** A postcode typed is asked about once it settles, not at every key. */
const POSTCODE_SETTLE_MS = 400;

export interface RegionSwitchProps {
  /** The region the cart is priced for. */
  cartRegion: string;
  /** The cart's tonnes (the first line's: the cart holds one region's order). */
  tonnes: number;
  /** Who is asking (the price depends on it): a customer's email, or 'guest'. */
  shopper: string;
  validatePostcode: (request: ValidatePostcodeRequest) => Promise<PostcodeValidationResult>;
  /** Prices the cart again, by the server, for delivery to `postcode`; false when it could not. */
  onSwitchRegion: (postcode: string) => Promise<boolean>;
}

/**
 * The delivery postcode checked as it is typed (or as the profile prefilled it): in another
 * region the shop serves, the spec's message stays on the field and a button moves the cart
 * to that region at the server's price for this shopper; in one it does not serve, its message
 * and no button. Placing the order checks again on the server either way.
 */
export function RegionSwitchOffer(props: RegionSwitchProps) {
  const { cartRegion, tonnes, shopper } = props;
  const { form } = useCheckoutForm();
  const typed = useWatch({ control: form.control, name: 'postcode' });
  const postcode = useDebouncedValue(normalisePostcode(typed), POSTCODE_SETTLE_MS);
  const known = isValidPostcode(postcode);
  const answer = useQuery({
    queryKey: ['postcode', 'checkout-quote', postcode, tonnes, shopper],
    queryFn: () => props.validatePostcode({ postcode, tonnes }),
    enabled: known,
    staleTime: 60 * 1000,
    retry: false,
  });
  const offer = regionSwitchFor(cartRegion, known ? answer.data : undefined);
  const problem = regionProblem(cartRegion, offer);
  const shown = useRef<string | null>(null);
  const [switching, setSwitching] = useState(false);

  // The message sits on the field as placing the order would put it, and goes when it is solved.
  useEffect(() => {
    const current = form.getFieldState('postcode').error?.message;
    if (problem !== null) {
      if (current !== problem) form.setError('postcode', { type: 'region', message: problem });
    } else if (shown.current !== null && current === shown.current) {
      form.clearErrors('postcode');
    }
    shown.current = problem;
  }, [form, problem]);

  if (offer.kind !== 'switch') return null;

  async function switchRegion(region: string, to: string): Promise<void> {
    setSwitching(true);
    try {
      if (await props.onSwitchRegion(to)) {
        form.clearErrors('postcode');
        toast({
          title: 'Cart updated',
          description: `Your cart is now priced for delivery in ${region}.`,
          variant: 'success',
        });
      } else {
        toast({
          title: 'Cart not updated',
          description: `We could not price your cart for ${region}. Please try again.`,
          variant: 'destructive',
        });
      }
    } catch {
      toast({
        title: 'Cart not updated',
        description: `We could not price your cart for ${region}. Please try again.`,
        variant: 'destructive',
      });
    } finally {
      setSwitching(false);
    }
  }

  return (
    <div className="min-w-0 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm text-stone-700">
        Your cart is priced for {cartRegion}. This address is in {offer.region}.
      </p>
      {/* The accent button's look, but its label wraps on a phone rather than push the page sideways. */}
      <button
        type="button"
        className="mt-3 inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-lg bg-wood-700 px-5 py-2 text-base font-semibold text-white shadow-sm transition-colors hover:bg-wood-800 active:bg-wood-900 disabled:cursor-not-allowed disabled:opacity-55 sm:w-auto"
        disabled={switching}
        onClick={() => void switchRegion(offer.region, offer.postcode)}
      >
        <RefreshCw aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 text-left">
          {regionSwitchLabel(offer.region, offer.unitPricePence)}
        </span>
      </button>
    </div>
  );
}
