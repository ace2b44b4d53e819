import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';

import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { useLogin } from '#client/features/account/api/login.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import {
  LoginFormSchema,
  type LoginFormInput,
  type LoginFormValues,
} from '#client/features/account/account-forms.ts';
import { authLinkClass } from '#client/features/account/components/auth-card.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';

/** Spec sections 2 and 5: email and password; success goes to the account screen. */
export function LoginForm() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  function onValid(credentials: LoginFormValues): void {
    if (login.isPending) return;
    login.mutate(credentials, {
      onSuccess: () => {
        toast({ title: msg.loginSuccessTitle, description: msg.loginSuccess, variant: 'success' });
        navigate(paths.account);
      },
      onError: (err) => {
        toast({
          title: msg.loginFailedTitle,
          description: errorMessage(err, msg.loginFailedFallback),
          variant: 'destructive',
        });
        form.setFocus('password');
      },
    });
  }

  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="grid gap-5"
    >
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        registration={form.register('email')}
        error={errors.email?.message}
      />
      <div>
        <TextField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          error={errors.password?.message}
        />
        <p className="mt-2 text-right text-sm">
          <Link href={paths.forgotPassword} className={authLinkClass}>
            Forgot your password?
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending} className="w-full">
        {login.isPending ? (
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
        ) : (
          <LogIn aria-hidden className="size-5" />
        )}
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </ClientForm>
  );
}
