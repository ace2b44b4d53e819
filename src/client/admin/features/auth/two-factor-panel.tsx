import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';

import { twoFactorKey } from '#client/admin/api/get-two-factor.ts';
import { useTwoFactor } from '#client/admin/api/get-two-factor.ts';
import { formatDateTime } from '#client/admin/components/format.ts';
import {
  DisableForm,
  RegenerateCodesForm,
} from '#client/admin/features/auth/two-factor-change-forms.tsx';
import { TwoFactorSetup } from '#client/admin/features/auth/two-factor-setup.tsx';
import { Card, CardContent, CardTitle } from '#client/components/ui/card.tsx';

/** Settings: two-factor sign-in for the back office, on or off. */
export function TwoFactorPanel() {
  const { data: status, error, isLoading } = useTwoFactor();
  const queryClient = useQueryClient();
  const setUp = () => queryClient.invalidateQueries({ queryKey: twoFactorKey() });

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
            <p className="text-sm text-stone-600">
              Changes ask for the admin password and a code the app shows now.
            </p>
            <section aria-labelledby="two-factor-regenerate-title" className="grid gap-2">
              <h3 id="two-factor-regenerate-title" className="text-sm font-semibold">
                Recovery codes
              </h3>
              <RegenerateCodesForm />
            </section>
            <section aria-labelledby="two-factor-disable-title" className="grid gap-2">
              <h3 id="two-factor-disable-title" className="text-sm font-semibold">
                Turn off
              </h3>
              {status.required ? (
                <p className="text-sm text-stone-600">
                  The shop requires it (ADMIN_TOTP_REQUIRED), so it cannot be turned off here.
                </p>
              ) : (
                <DisableForm />
              )}
            </section>
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
