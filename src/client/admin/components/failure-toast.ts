import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * A failed call's `onError`: a red toast with the given title that says the server's message,
 * or the fallback when the server gave none.
 */
export const toastFailure =
  ({ title, fallback }: { title: string; fallback: string }) =>
  (err: unknown) =>
    toast({ title, description: errorMessage(err, fallback), variant: 'destructive' });
