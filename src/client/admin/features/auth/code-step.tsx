import { useRef, useState, type FormEvent } from 'react';

import { useAuthenticateCode } from '#client/admin/api/authenticate-code.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { WRONG_CODE } from '#client/admin/features/auth/app-code-field.tsx';
import { failureToast } from '#client/admin/features/auth/password-step.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';

const CODE_REQUIRED = 'Enter the code from your authenticator app';

/** The gate's second step: a code from the authenticator app, or a recovery code. */
export function CodeStep({ onSignedIn }: { onSignedIn: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const mutation = useAuthenticateCode();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(CODE_REQUIRED);
      input.current?.focus();
      return;
    }
    setError(undefined);
    mutation.mutate(code, {
      onSuccess: () => {
        toast({ ...adminMessages.accessGranted, variant: 'success' });
        onSignedIn();
      },
      onError: (err) => {
        const message = errorMessage(err, WRONG_CODE);
        setCode('');
        setError(message);
        input.current?.focus();
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
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        ref={input}
        id="admin-code"
        label="Code from your authenticator app"
        hint="Six digits, or one of your recovery codes."
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? 'Checking...' : 'Continue'}
      </Button>
    </form>
  );
}
