import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';

import type { TwoFactorChangeRequest } from '#shared/schemas/admin-two-factor';
import { adminQueryKeys } from '#client/admin/api/admin-query-keys.ts';
import { useDisableTwoFactor } from '#client/admin/api/disable-two-factor.ts';
import { useRegenerateRecoveryCodes } from '#client/admin/api/regenerate-recovery-codes.ts';
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

/**
 * The admin password and a current code, asked before two-factor sign-in changes, so a copied
 * session cannot change it. The server's refusal is shown under the fields.
 */
function PasswordAndCodeForm({
  id,
  label,
  pendingLabel,
  pending,
  variant,
  onSubmit,
}: {
  id: string;
  label: string;
  pendingLabel: string;
  pending: boolean;
  variant?: 'outline';
  onSubmit: (request: TwoFactorChangeRequest, onError: (error: unknown) => void) => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = {
      password: password === '' ? ADMIN_PASSWORD_REQUIRED : undefined,
      code: code.trim() === '' ? APP_CODE_REQUIRED : undefined,
    };
    setErrors(missing);
    if (missing.password || missing.code) return;
    onSubmit({ password, code }, (error) => {
      setCode('');
      setErrors({ code: errorMessage(error, WRONG_CODE) });
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid max-w-sm gap-3">
      <AdminPasswordField
        id={`${id}-password`}
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <AppCodeField id={`${id}-code`} value={code} onChange={setCode} error={errors.code} />
      <Button
        type="submit"
        variant={variant}
        disabled={pending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {pending ? pendingLabel : label}
      </Button>
    </form>
  );
}

/** Turning two-factor sign-in off: the password and a current code. */
export function DisableForm() {
  const disable = useDisableTwoFactor();
  return (
    <PasswordAndCodeForm
      id="two-factor-disable"
      label="Turn off two-factor sign-in"
      pendingLabel="Turning off..."
      variant="outline"
      pending={disable.isPending}
      onSubmit={(request, onError) =>
        disable.mutate(request, {
          onSuccess: () => toast({ title: 'Two-factor sign-in is off', variant: 'success' }),
          onError,
        })
      }
    />
  );
}

/** Ten new recovery codes in place of the old ones: the password and a current code. */
export function RegenerateCodesForm() {
  const regenerate = useRegenerateRecoveryCodes();
  const queryClient = useQueryClient();
  if (regenerate.data) {
    return (
      <RecoveryCodes
        intro="New recovery codes: the old ones no longer work."
        codes={regenerate.data.recoveryCodes}
        onDone={() => {
          regenerate.reset();
          void queryClient.invalidateQueries({ queryKey: adminQueryKeys.twoFactor() });
        }}
      />
    );
  }
  return (
    <PasswordAndCodeForm
      id="two-factor-regenerate"
      label="New recovery codes"
      pendingLabel="Making new codes..."
      variant="outline"
      pending={regenerate.isPending}
      onSubmit={(request, onError) => regenerate.mutate(request, { onError })}
    />
  );
}
