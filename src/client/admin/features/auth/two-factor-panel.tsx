import { useState, type FormEvent } from 'react';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';

import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { useDisableTwoFactor } from '#client/admin/api/disable-two-factor.ts';
import { useTwoFactor } from '#client/admin/api/get-two-factor.ts';
import { formatDateTime } from '#client/admin/components/format.ts';
import {
  APP_CODE_REQUIRED,
  AppCodeField,
  WRONG_CODE,
} from '#client/admin/features/auth/app-code-field.tsx';
import { TwoFactorSetup } from '#client/admin/features/auth/two-factor-setup.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** Turning two-factor sign-in off takes a current code, so a stolen session cannot. */
function DisableForm() {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(APP_CODE_REQUIRED);
    setError(undefined);
    disable.mutate(code, {
      onSuccess: () => toast({ title: 'Two-factor sign-in is off', variant: 'success' }),
      onError: (err) => setError(errorMessage(err, WRONG_CODE)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-3">
      <AppCodeField id="two-factor-disable-code" value={code} onChange={setCode} error={error} />
      <Button
        type="submit"
        variant="outline"
        disabled={disable.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {disable.isPending ? 'Turning off...' : 'Turn off two-factor sign-in'}
      </Button>
    </form>
  );
}

/** Settings: two-factor sign-in for the back office, on or off. */
export function TwoFactorPanel() {
  const { data: status, error, isLoading } = useTwoFactor();
  const queryClient = useQueryClient();
  const setUp = () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.twoFactor() });

  return (
    <Card className="max-w-2xl">
      <CardContent className="grid gap-4">
        <CardTitle>Two-factor sign-in</CardTitle>
        {error ? (
          <p className="text-sm text-red-700">Could not load two-factor sign-in: {error.message}</p>
        ) : isLoading || !status ? (
          <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            Loading…
          </p>
        ) : status.enabled ? (
          <>
            <p className="inline-flex items-center gap-2 text-sm text-stone-700">
              <ShieldCheck aria-hidden className="size-5 text-forest-700" />
              On since {status.enabledAt ? formatDateTime(status.enabledAt) : 'setup'};{' '}
              {status.recoveryCodesLeft} recovery codes left.
            </p>
            {status.required ? (
              <p className="text-sm text-stone-600">
                The shop requires it (ADMIN_TOTP_REQUIRED), so it cannot be turned off here.
              </p>
            ) : (
              <DisableForm />
            )}
          </>
        ) : (
          <TwoFactorSetup
            intro="Off. With it on, signing in needs the password and a code from a phone."
            onDone={() => void setUp()}
          />
        )}
      </CardContent>
    </Card>
  );
}
