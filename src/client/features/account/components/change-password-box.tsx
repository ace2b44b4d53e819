import { KeyRound } from 'lucide-react';
import { useWatch } from 'react-hook-form';

import * as endpoints from '#shared/api/customers';
import type { CurrentCustomer } from '#shared/schemas/customers';
import { Button } from '#client/components/ui/button.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import type { ChangePasswordFormInput } from '#client/features/account/account-forms.ts';
import { NewPasswordFields } from '#client/features/account/components/new-password-fields.tsx';
import { AccountBox } from '#client/features/account/components/account-box.tsx';
import { CurrentPasswordField } from '#client/features/account/components/account-fields.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

/**
 * A new password from inside the account. The current one is asked for, as a browser left
 * signed in is not proof of who is at it; the other devices are signed out by the server.
 */
export function ChangePasswordBox({ customer }: { customer: CurrentCustomer }) {
  // A wrong current password (400 on `currentPassword`) or one the policy refuses is said on
  // its field; the server signs the other devices out, and this browser stays signed in.
  const change = useEndpointForm({
    endpoint: endpoints.changePassword,
    schema: () =>
      import('#client/features/account/account-forms.ts').then((m) => m.ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    request: ({ currentPassword, password }) => ({ body: { currentPassword, password } }),
    success: ({ message }) => ({ title: msg.passwordChangedTitle, description: message }),
    failure: { title: msg.passwordChangeFailedTitle, fallback: msg.passwordChangeFailedFallback },
    onSuccess: () => form.reset(),
  });
  const { form } = change;
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;
  const field = (name: keyof ChangePasswordFormInput) => ({
    registration: form.register(name),
    error: errors[name]?.message,
  });

  return (
    <AccountBox id="change-password" icon={KeyRound} title="Change Password">
      <p className="mt-3 text-sm text-stone-600">
        Other devices signed in to your account will be signed out.
      </p>
      <ClientForm
        noValidate
        onSubmit={(event) => void change.onSubmit(event)}
        className="mt-4 grid gap-5"
      >
        <CurrentPasswordField
          {...field('currentPassword')}
          id="change-current-password"
          label="Current Password"
          revealable
        />
        <NewPasswordFields
          ids={['change-new-password', 'change-confirm-password']}
          confirmLabel="Confirm New Password"
          password={password}
          owner={customer}
          field={field}
        />
        <Button type="submit" disabled={change.isPending} className="w-full">
          <PendingIcon pending={change.isPending} />
          {change.isPending ? 'Changing...' : 'Change Password'}
        </Button>
      </ClientForm>
    </AccountBox>
  );
}
