import { useState } from 'react';

import { normalisePostcode } from '#domain/postcode';
import type { Region } from '#shared/schemas/regions';
import { toast } from '#client/components/ui/use-toast.ts';
import { useValidatePostcode } from '#client/features/pricing/api/validate-postcode.ts';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';

interface PostcodeCheckOptions {
  onRegionSelected: (region: Region) => void;
  /** A failed check must not leave another postcode's prices on screen. */
  onRegionCleared: () => void;
}

/** Turns each postcode check into a selected region or the spec's message (section 8). */
export function usePostcodeCheck({ onRegionSelected, onRegionCleared }: PostcodeCheckOptions) {
  const [problem, setProblem] = useState<string | null>(null);
  const mutation = useValidatePostcode();

  function fail(title: string, message: string): void {
    setProblem(message);
    onRegionCleared();
    toast({ title, description: message, variant: 'destructive' });
  }

  function check(postcode: string): void {
    setProblem(null);
    mutation.mutate(
      { postcode: normalisePostcode(postcode) },
      {
        onSuccess: (result) => {
          if (result.valid) {
            onRegionSelected(result.region);
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
        onError: () => fail('Error', postcodeMessages.requestFailed),
      },
    );
  }

  return {
    check,
    problem,
    clearProblem: () => setProblem(null),
    isChecking: mutation.isPending,
  };
}
