import { useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/admin-auth';
import { adminSessionKey } from '#client/admin/api/check-auth.ts';
import { forgetWho } from '#client/admin/api/people.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { WRONG_CODE } from '#client/admin/features/auth/app-code-field.tsx';
import { failureToast } from '#client/admin/features/auth/password-step.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** The gate's second step: a code from the authenticator app, or a recovery code. */
export function CodeStep({ onSignedIn }: { onSignedIn: () => void }) {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.authenticateAdminCode,
    schema: () => import('#shared/schemas/admin-two-factor').then((m) => m.AdminSecondFactorSchema),
    defaultValues: { code: '' },
    success: adminMessages.accessGranted,
    onSuccess: () => {
      void forgetWho(queryClient);
      queryClient.setQueryData(adminSessionKey(), true);
      onSignedIn();
    },
    onError: (err) => {
      const message = errorMessage(err, WRONG_CODE);
      form.setValue('code', '');
      form.setError('code', { type: 'server', message }, { shouldFocus: true });
      // A rate limit reads as the password gate's; any other refusal says what was wrong.
      const isRateLimit = err instanceof ApiError && err.status === 429;
      toast({
        ...(isRateLimit
          ? failureToast(err)
          : { title: adminMessages.accessDenied.title, description: message }),
        variant: 'destructive',
      });
    },
  });
  const { form } = sending;

  return (
    <form noValidate onSubmit={(event) => void sending.onSubmit(event)} className="grid gap-5">
      <TextField
        id="admin-code"
        label="Code from your authenticator app"
        hint="Six digits, or one of your recovery codes."
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        {...bindField(form, 'code')}
      />
      <Button type="submit" disabled={sending.isPending} className="w-full">
        {sending.isPending ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}
