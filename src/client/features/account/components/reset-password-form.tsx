import { useEffect, useRef, useState } from 'react';
import { CircleCheck, KeyRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link } from 'wouter';

import * as endpoints from '#shared/api/customers';
import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { forgetSignedIn } from '#client/features/account/api/session-cache.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import { NewPasswordFields } from '#client/features/account/components/new-password-fields.tsx';
import { AuthCard } from '#client/features/account/components/auth-card.tsx';
import { InvalidResetLink } from '#client/features/account/components/invalid-reset-link.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

type Stage = 'form' | 'done' | 'invalid';

function ResetDone() {
  return (
    <AuthCard
      icon={CircleCheck}
      title="Password Reset Successful"
      description="Your password has been changed. You can now log in with your new password."
    >
      <Link href={paths.login} className={`${buttonClassName({ size: 'lg' })} w-full`}>
        Go to Login
      </Link>
    </AuthCard>
  );
}

/** Spec sections 2 and 8: a new password for the token in the link, or why the link is no good. */
export function ResetPassword({ token }: { token: string }) {
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'invalid');
  const queryClient = useQueryClient();
  const reset = useEndpointForm({
    endpoint: endpoints.resetPassword,
    schema: () =>
      import('#client/features/account/account-forms.ts').then((m) => m.ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    request: ({ password }) => ({ body: { token, password } }),
    failure: { title: msg.resetFailedTitle, fallback: msg.resetFailedFallback },
    // The reset signs this browser out too (the server drops the cookie), so the cache follows.
    onSuccess: () => {
      forgetSignedIn(queryClient);
      setStage('done');
    },
    onError: (err) => {
      if (errorMessage(err, '').includes(msg.resetInvalidMarker)) setStage('invalid');
    },
  });
  const { form } = reset;
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  // Said once per visit, even when React runs the effect twice in development.
  const warned = useRef(false);
  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast({ title: msg.invalidLinkTitle, description: msg.invalidLink, variant: 'destructive' });
  }, [token]);

  if (stage === 'invalid') return <InvalidResetLink />;
  if (stage === 'done') return <ResetDone />;

  return (
    <AuthCard
      icon={KeyRound}
      title="Reset Password"
      description="Choose a new password for your account."
    >
      <ClientForm
        noValidate
        onSubmit={(event) => void reset.onSubmit(event)}
        className="grid gap-5"
      >
        <NewPasswordFields
          ids={['reset-password', 'reset-confirm-password']}
          confirmLabel="Confirm Password"
          password={password}
          field={(name) => ({ registration: form.register(name), error: errors[name]?.message })}
        />
        <Button type="submit" size="lg" disabled={reset.isPending} className="w-full">
          <PendingIcon pending={reset.isPending} />
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </ClientForm>
    </AuthCard>
  );
}
