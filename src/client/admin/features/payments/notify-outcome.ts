import type { ProviderTestAnswer } from '#client/admin/api/provider-test-types.ts';
import {
  failureToast,
  successToast,
  testFailure,
} from '#client/admin/features/payments/test-outcome.ts';
import { toast } from '#client/components/ui/use-toast.ts';

/** A test run's mutation callbacks: a toast either way, then the caller's own success step. */
export function notifyOutcome<TAnswer extends ProviderTestAnswer>(
  test: string,
  onSuccess?: (answer: TAnswer) => void,
) {
  return {
    onSuccess: (answer: TAnswer) => {
      toast(successToast(test, answer));
      onSuccess?.(answer);
    },
    onError: (err: unknown) => toast(failureToast(test, testFailure(err))),
  };
}
