import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';

import * as endpoints from '#shared/api/customers';
import { MARKETING_CONSENT_WORDING } from '#shared/marketing-consent';
import { PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { PasswordStrength } from '#client/components/password-strength.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { createChallenge, isCorrectAnswer, nextChallenge } from '#client/lib/security-check.ts';
import { usePageRandom } from '#client/lib/use-page-random.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { rememberSignedIn } from '#client/features/account/api/session-cache.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import { EmailField } from '#client/features/account/components/account-fields.tsx';
import { CustomerNameFields } from '#client/features/account/components/customer-name-fields.tsx';
import type { RegisterFormInput } from '#client/features/account/account-forms.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { CheckboxField } from '#client/components/ui/form-kit.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { SecurityCheckField } from '#client/components/security-check-field.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

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
  const queryClient = useQueryClient();
  const registration = useEndpointForm({
    endpoint: endpoints.registerCustomer,
    schema: () =>
      import('#client/features/account/account-forms.ts').then((m) => m.RegisterFormSchema),
    defaultValues: emptyForm,
    request: ({ answer, marketingConsent, ...details }) => {
      if (!isCorrectAnswer(challenge, answer)) {
        askAgain();
        return false;
      }
      return {
        body: {
          ...details,
          // Sent only when ticked: the server records a 'no' from the register page otherwise.
          ...(marketingConsent ? { marketingConsent } : {}),
          companyName: details.companyName ?? '',
          phone: details.phone ?? '',
        },
      };
    },
    success: ({ customer }) => ({
      title: msg.registerSuccessTitle,
      description: msg.registerSuccess(customer.firstName),
    }),
    failure: { title: msg.registerFailedTitle, fallback: msg.registerFailedFallback },
    onSuccess: ({ customer }) => {
      rememberSignedIn(queryClient, customer);
      navigate(paths.home);
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 409) {
        const message = errorMessage(err, msg.registerFailedFallback);
        form.setError('email', { type: 'server', message }, { shouldFocus: true });
      }
    },
  });
  const { form } = registration;
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

  function askAgain(): void {
    toast({
      title: msg.challengeWrongTitle,
      description: msg.challengeWrong,
      variant: 'destructive',
    });
    setChallenge((previous) => nextChallenge(previous));
    form.resetField('answer');
    form.setFocus('answer');
  }

  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void registration.onSubmit(event)}
      className="grid gap-5"
    >
      <EmailField {...field('email')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <CustomerNameFields field={field} />
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
      <CheckboxField
        control={form.control}
        name="marketingConsent"
        id="register-marketingConsent"
        label={MARKETING_CONSENT_WORDING}
      />
      <SecurityCheckField {...field('answer')} question={challenge.question} />
      <Button type="submit" size="lg" disabled={registration.isPending} className="w-full">
        <PendingIcon pending={registration.isPending} icon={UserPlus} />
        {registration.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </ClientForm>
  );
}
