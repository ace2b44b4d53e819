import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import { normalisePostcode } from '#domain/postcode';
import type { Region } from '#shared/schemas/regions';
import { toast } from '#client/components/ui/use-toast.ts';
import {
  deliveryOf,
  postcodeDeliveryKey,
  useDeliveryPromise,
  validatePostcode,
} from '#client/features/pricing/api/validate-postcode.ts';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';

/** A quantity typed or stepped through is asked about once it settles, not at every step. */
const REQUOTE_DELAY_MS = 400;

interface PostcodeCheckOptions {
  /** The quantity chosen on the page: the check's earliest delivery is for these tonnes. */
  tonnes: number;
  /** The region and the postcode as the server tidied it (the cart keeps it). */
  onRegionSelected: (region: Region, postcode: string) => void;
  /** A failed check must not leave another postcode's prices on screen. */
  onRegionCleared: () => void;
}

/**
 * Turns each postcode check into a selected region or the spec's message (section 8), and the
 * earliest delivery there for the chosen tonnes.
 */
export function usePostcodeCheck({
  tonnes,
  onRegionSelected,
  onRegionCleared,
}: PostcodeCheckOptions) {
  const [problem, setProblem] = useState<string | null>(null);
  /** The last successful check, as sent. */
  const [checked, setChecked] = useState<{ postcode: string; tonnes: number } | null>(null);
  // A plain call rather than a mutation: the home page's first script then carries none of
  // TanStack's mutation code. Only the latest check's answer counts.
  const [isChecking, setChecking] = useState(false);
  const latest = useRef(0);
  const queryClient = useQueryClient();
  const settled = useDebouncedValue(tonnes, REQUOTE_DELAY_MS);
  // The check answered for the tonnes it sent: a quantity changed just before it is not asked
  // about again when the pause after the change ends.
  const deliveryTonnes = tonnes === checked?.tonnes ? tonnes : settled;
  const delivery = useDeliveryPromise(checked?.postcode ?? null, deliveryTonnes);

  function fail(title: string, message: string): void {
    setProblem(message);
    setChecked(null);
    onRegionCleared();
    toast({ title, description: message, variant: 'destructive' });
  }

  function check(postcode: string): void {
    setProblem(null);
    const request = { postcode: normalisePostcode(postcode), tonnes };
    const sent = ++latest.current;
    setChecking(true);
    validatePostcode(request).then(
      (result) => {
        if (sent !== latest.current) return;
        setChecking(false);
        if (result.valid) {
          queryClient.setQueryData(
            postcodeDeliveryKey(request.postcode, request.tonnes),
            deliveryOf(result),
          );
          setChecked(request);
          onRegionSelected(result.region, result.postcode);
          toast({
            title: postcodeMessages.validatedTitle,
            description: postcodeMessages.validatedDescription(result.region.name),
            variant: 'success',
          });
        } else if ('regionDisabled' in result) {
          fail('Delivery not available', postcodeMessages.regionDisabled(result.regionName));
        } else {
          fail('Invalid postcode', result.message || postcodeMessages.invalidFallback);
        }
      },
      () => {
        if (sent !== latest.current) return;
        setChecking(false);
        fail('Error', postcodeMessages.requestFailed);
      },
    );
  }

  return {
    check,
    problem,
    delivery,
    clearProblem: () => setProblem(null),
    isChecking,
  };
}
