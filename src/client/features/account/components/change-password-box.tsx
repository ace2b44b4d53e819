import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, LoaderCircle } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';

import { PASSWORD_MIN_LENGTH, type CurrentCustomer } from '#shared/schemas/customers';
import { PasswordStrength } from '#client/components/password-strength.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { useChangePassword } from '#client/features/account/api/change-password.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import {
  ChangePasswordFormSchema,
  type ChangePasswordFormInput,
  type ChangePasswordFormValues,
} from '#client/features/account/account-forms.ts';

/** A refusal's field details (a wrong current password, a new one the policy refuses). */
const RefusedFieldsSchema = z.object({
  details: z.array(
    z.object({ path: z.enum(['currentPassword', 'password']), message: z.string() }),
  ),
});

function refusedFields(err: unknown) {
  if (!(err instanceof ApiError) || err.status !== 400) return [];
  return RefusedFieldsSchema.safeParse(err.json()).data?.details ?? [];
}

/**
 * A new password from inside the account. The current one is asked for, as a browser left
 * signed in is not proof of who is at it; the other devices are signed out by the server.
 */
export function ChangePasswordBox({ customer }: { customer: CurrentCustomer }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormValues>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  function onValid({ currentPassword, password }: ChangePasswordFormValues): void {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: ({ message }) => {
          form.reset();
          toast({ title: msg.passwordChangedTitle, description: message, variant: 'success' });
        },
        onError: (err) => {
          const refused = refusedFields(err);
          refused.forEach(({ path, message }, index) =>
            form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 }),
          );
          if (refused.length > 0) return;
          toast({
            title: msg.passwordChangeFailedTitle,
            description: errorMessage(err, msg.passwordChangeFailedFallback),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Card>
      <CardContent>
        <section aria-labelledby="change-password-heading">
          <h2
            id="change-password-heading"
            className="flex items-center gap-2 text-lg font-bold text-stone-900"
          >
            <KeyRound aria-hidden className="size-5 text-forest-700" />
            Change Password
          </h2>
          <p className="mt-3 text-sm text-stone-600">
            Other devices signed in to your account will be signed out.
          </p>
          <ClientForm
            noValidate
            onSubmit={(event) => void form.handleSubmit(onValid)(event)}
            className="mt-4 grid gap-5"
          >
            <TextField
              id="change-current-password"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              revealable
              registration={form.register('currentPassword')}
              error={errors.currentPassword?.message}
            />
            <TextField
              id="change-new-password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              revealable
              hint={
                <PasswordStrength
                  password={password}
                  owner={customer}
                  fallback={`At least ${PASSWORD_MIN_LENGTH} characters.`}
                />
              }
              registration={form.register('password')}
              error={errors.password?.message}
            />
            <TextField
              id="change-confirm-password"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              revealable
              registration={form.register('confirmPassword')}
              error={errors.confirmPassword?.message}
            />
            <Button type="submit" disabled={change.isPending} className="w-full">
              {change.isPending ? (
                <LoaderCircle aria-hidden className="size-5 animate-spin" />
              ) : null}
              {change.isPending ? 'Changing...' : 'Change Password'}
            </Button>
          </ClientForm>
        </section>
      </CardContent>
    </Card>
  );
}
