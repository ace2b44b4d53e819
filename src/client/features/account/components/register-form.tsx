import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, ShieldCheck, UserPlus } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';

import { PASSWORD_MIN_LENGTH } from '#shared/schemas/customers';
import { MarketingConsentField } from '#client/components/marketing-consent-field.tsx';
import { PasswordStrength } from '#client/components/password-strength.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { createChallenge, isCorrectAnswer, nextChallenge } from '#client/lib/security-check.ts';
import { usePageRandom } from '#client/lib/page-seed.tsx';
import { useRegister } from '#client/features/account/api/register.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import {
  RegisterFormSchema,
  type RegisterFormInput,
  type RegisterFormValues,
} from '#client/features/account/account-forms.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';

const emptyForm: RegisterFormInput = {
  email: '',
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  password: '',
  confirmPassword: '',
  // Unticked: consent must be given, never assumed (PECR).
  marketingConsent: false,
  answer: '',
};

/** Spec sections 2 and 5: a new account, signed in at once; the maths answer is never sent. */
export function RegisterForm() {
  const [, navigate] = useLocation();
  const random = usePageRandom();
  const [challenge, setChallenge] = useState(() => createChallenge(random));
  const registration = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: emptyForm,
  });
  const { errors } = form.formState;
  const [password, email, firstName, lastName, companyName] = useWatch({
    control: form.control,
    name: ['password', 'email', 'firstName', 'lastName', 'companyName'],
  });
  const field = (name: keyof RegisterFormInput) => ({
    id: `register-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  function onValid({ answer, marketingConsent, ...details }: RegisterFormValues): void {
    if (registration.isPending) return;
    if (!isCorrectAnswer(challenge, answer)) {
      toast({
        title: msg.challengeWrongTitle,
        description: msg.challengeWrong,
        variant: 'destructive',
      });
      setChallenge((previous) => nextChallenge(previous));
      form.resetField('answer');
      form.setFocus('answer');
      return;
    }
    const request = {
      ...details,
      // Sent only when ticked: the server records a 'no' from the register page otherwise.
      ...(marketingConsent ? { marketingConsent } : {}),
      companyName: details.companyName ?? '',
      phone: details.phone ?? '',
    };
    registration.mutate(request, {
      onSuccess: ({ customer }) => {
        toast({
          title: msg.registerSuccessTitle,
          description: msg.registerSuccess(customer.firstName),
          variant: 'success',
        });
        navigate(paths.home);
      },
      onError: (err) => {
        const message = errorMessage(err, msg.registerFailedFallback);
        toast({ title: msg.registerFailedTitle, description: message, variant: 'destructive' });
        if (err instanceof ApiError && err.status === 409) {
          form.setError('email', { type: 'server', message }, { shouldFocus: true });
        }
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
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        spellCheck={false}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field('firstName')} label="First Name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last Name" autoComplete="family-name" />
        <TextField
          {...field('companyName')}
          label="Company Name"
          marker="optional"
          autoComplete="organization"
        />
        <TextField
          {...field('phone')}
          label="Phone"
          marker="optional"
          type="tel"
          autoComplete="tel"
        />
        <TextField
          {...field('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={
            <PasswordStrength
              password={password}
              owner={{ email, firstName, lastName, companyName }}
              fallback={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            />
          }
        />
        <TextField
          {...field('confirmPassword')}
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
      </div>
      <Controller
        control={form.control}
        name="marketingConsent"
        render={({ field: consent }) => (
          <MarketingConsentField
            id="register-marketingConsent"
            checked={consent.value ?? false}
            onCheckedChange={consent.onChange}
          />
        )}
      />
      <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
        <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-700">
          <ShieldCheck aria-hidden className="size-4 text-forest-600" />
          Security check
        </p>
        <TextField
          {...field('answer')}
          label={challenge.question}
          hint="Type the answer in numbers, to show you're not a robot."
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
          className="[&_input]:max-w-32"
        />
      </div>
      <Button type="submit" size="lg" disabled={registration.isPending} className="w-full">
        {registration.isPending ? (
          <LoaderCircle aria-hidden className="size-5 animate-spin" />
        ) : (
          <UserPlus aria-hidden className="size-5" />
        )}
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </ClientForm>
  );
}
