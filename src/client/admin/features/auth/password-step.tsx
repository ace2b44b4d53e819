import { useRef, useState, type FormEvent } from 'react';

import type { AdminSignInStep } from '#shared/schemas/admin-two-factor';
import { useAuthenticate } from '#client/admin/api/authenticate.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';

const PASSWORD_REQUIRED = 'Password is required';

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
 * The one shared admin password. Kept to plain React state so the gate's chunk stays small;
 * the dashboard brings the form library.
 */
export function PasswordStep({
  onNext,
}: {
  /** The step due next, with the password (which a setup that follows asks for again). */
  onNext: (next: AdminSignInStep, password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const mutation = useAuthenticate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spec section 5: required. Never trimmed: spaces may be part of a password.
    if (password === '') {
      setError(PASSWORD_REQUIRED);
      input.current?.focus();
      return;
    }
    setError(undefined);
    mutation.mutate(password, {
      onSuccess: ({ next }) => {
        if (next === 'signed_in') toast({ ...adminMessages.accessGranted, variant: 'success' });
        onNext(next, password);
      },
      onError: (err) => {
        setPassword('');
        input.current?.focus();
        toast({ ...failureToast(err), variant: 'destructive' });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <TextField
        ref={input}
        id="admin-password"
        label="Admin password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        autoFocus
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
