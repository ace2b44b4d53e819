import { useQueryClient } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { Link, useLocation } from 'wouter';

import * as endpoints from '#shared/api/customers';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { rememberSignedIn } from '#client/features/account/api/session-cache.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import {
  CurrentPasswordField,
  EmailField,
} from '#client/features/account/components/account-fields.tsx';
import { textLinkClass } from '#client/components/ui/text-link.ts';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

/** Spec sections 2 and 5: email and password; success goes to the account screen. */
export function LoginForm() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const login = useEndpointForm({
    endpoint: endpoints.login,
    schema: () =>
      import('#client/features/account/account-forms.ts').then((m) => m.LoginFormSchema),
    defaultValues: { email: '', password: '' },
    success: { title: msg.loginSuccessTitle, description: msg.loginSuccess },
    failure: { title: msg.loginFailedTitle, fallback: msg.loginFailedFallback },
    onSuccess: ({ customer }) => {
      rememberSignedIn(queryClient, customer);
      navigate(paths.account);
    },
    onError: () => form.setFocus('password'),
  });
  const { form } = login;
  const { errors } = form.formState;

  return (
    <ClientForm noValidate onSubmit={(event) => void login.onSubmit(event)} className="grid gap-5">
      <EmailField
        id="login-email"
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <div>
        <CurrentPasswordField
          id="login-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <p className="mt-2 text-right text-sm">
          <Link href={paths.forgotPassword} className={textLinkClass}>
            Forgot your password?
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        <PendingIcon pending={login.isPending} icon={LogIn} />
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </ClientForm>
  );
}
