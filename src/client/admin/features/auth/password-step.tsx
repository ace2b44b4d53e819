import { useQueryClient } from '@tanstack/react-query';

import * as endpoints from '#shared/api/admin-auth';
import type { AdminSignInStep } from '#shared/schemas/admin-two-factor';
import { adminSessionKey } from '#client/admin/api/check-auth.ts';
import { forgetWho } from '#client/admin/api/people.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

/** Spec section 8: 'Access Denied' for a wrong password; a rate limit shows the server's words. */
export function failureToast(err: unknown): { title: string; description: string } {
  if (err instanceof ApiError && err.status === 429) {
    return {
      title: adminMessages.tooManyAttempts,
      description: errorMessage(err, 'Too many attempts. Please wait a few minutes and try again.'),
    };
  }
  if (err instanceof ApiError && err.status === 401) return adminMessages.accessDenied;
  return {
    title: adminMessages.accessDenied.title,
    description: errorMessage(err, 'Please try again.'),
  };
}

/**
 * The owner's admin password, or a person's own email and password (decision 044). Spec
 * section 5: the password is required, never trimmed (spaces may be in it).
 */
export function PasswordStep({
  onNext,
}: {
  /** The step due next, with the password (which a setup that follows asks for again). */
  onNext: (next: AdminSignInStep, password: string) => void;
}) {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.authenticateAdmin,
    schema: () => import('#shared/schemas/admin').then((m) => m.AdminAuthenticateSchema),
    defaultValues: { email: '', password: '' },
    onSuccess: ({ next }, { password }) => {
      // Only a sign-in that needs no further step opens the back office here.
      if (next === 'signed_in') {
        void forgetWho(queryClient);
        queryClient.setQueryData(adminSessionKey(), true);
        toast({ ...adminMessages.accessGranted, variant: 'success' });
      }
      onNext(next, password);
    },
    onError: (err) => {
      form.setValue('password', '');
      form.setFocus('password');
      toast({ ...failureToast(err), variant: 'destructive' });
    },
  });
  const { form } = sending;

  return (
    <form noValidate onSubmit={(event) => void sending.onSubmit(event)} className="grid gap-5">
      <TextField
        id="admin-email"
        label="Your email (staff only)"
        hint="Leave it empty to sign in as the owner with the admin password."
        type="email"
        autoComplete="username"
        {...bindField(form, 'email')}
      />
      <TextField
        id="admin-password"
        label="Admin password, or your own password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        {...bindField(form, 'password')}
      />
      <Button type="submit" disabled={sending.isPending} className="w-full">
        {sending.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
