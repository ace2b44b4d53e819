import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import * as endpoints from '#shared/api/two-factor';
import type { EndpointResponse } from '#shared/api/endpoint';
import { twoFactorKey } from '#client/admin/api/get-two-factor.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import {
  ADMIN_PASSWORD_REQUIRED,
  AdminPasswordField,
} from '#client/admin/features/auth/admin-password-field.tsx';
import {
  APP_CODE_REQUIRED,
  AppCodeField,
  WRONG_CODE,
} from '#client/admin/features/auth/app-code-field.tsx';
import { RecoveryCodes } from '#client/admin/features/auth/two-factor-setup.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

type ChangeEndpoint = typeof endpoints.disableTwoFactor | typeof endpoints.regenerateRecoveryCodes;

/**
 * The admin password and a current code, asked before two-factor sign-in changes, so a copied
 * session cannot change it. The server's refusal is shown under the code.
 */
function PasswordAndCodeForm({
  id,
  endpoint,
  label,
  pendingLabel,
  onSuccess,
}: {
  id: string;
  endpoint: ChangeEndpoint;
  label: string;
  pendingLabel: string;
  onSuccess: (answer: EndpointResponse<ChangeEndpoint>) => void;
}) {
  const sending = useEndpointForm({
    endpoint,
    schema: () =>
      import('zod').then(({ z }) =>
        z.object({
          password: z.string().min(1, ADMIN_PASSWORD_REQUIRED),
          code: z.string().trim().min(1, APP_CODE_REQUIRED),
        }),
      ),
    defaultValues: { password: '', code: '' },
    onSuccess,
    onError: (error) => {
      form.setValue('code', '');
      form.setError('code', { message: errorMessage(error, WRONG_CODE) });
    },
  });
  const { form } = sending;

  return (
    <form
      noValidate
      onSubmit={(event) => void sending.onSubmit(event)}
      className="grid max-w-sm gap-3"
    >
      <AdminPasswordField id={`${id}-password`} {...bindField(form, 'password')} />
      <AppCodeField id={`${id}-code`} {...bindField(form, 'code')} />
      <Button
        type="submit"
        variant="outline"
        disabled={sending.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {sending.isPending ? pendingLabel : label}
      </Button>
    </form>
  );
}

/** Turning two-factor sign-in off: the password and a current code. */
export function DisableForm() {
  const queryClient = useQueryClient();
  return (
    <PasswordAndCodeForm
      id="two-factor-disable"
      endpoint={endpoints.disableTwoFactor}
      label="Turn off two-factor sign-in"
      pendingLabel="Turning off..."
      onSuccess={() => {
        toast({ title: 'Two-factor sign-in is off', variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: twoFactorKey() });
      }}
    />
  );
}

/** Ten new recovery codes in place of the old ones: the password and a current code. */
export function RegenerateCodesForm() {
  const [codes, setCodes] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  if (codes) {
    return (
      <RecoveryCodes
        intro="New recovery codes: the old ones no longer work."
        codes={codes}
        onDone={() => {
          setCodes(null);
          void queryClient.invalidateQueries({ queryKey: twoFactorKey() });
        }}
      />
    );
  }
  return (
    <PasswordAndCodeForm
      id="two-factor-regenerate"
      endpoint={endpoints.regenerateRecoveryCodes}
      label="New recovery codes"
      pendingLabel="Making new codes..."
      // The new codes' answer; turning off answers a message.
      onSuccess={(answer) => 'recoveryCodes' in answer && setCodes(answer.recoveryCodes)}
    />
  );
}
