import { useState } from 'react';
import { KeyRound, MailCheck, Send } from 'lucide-react';
import { Link } from 'wouter';

import { Button, buttonClassName } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import * as endpoints from '#shared/api/customers';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import { EmailField } from '#client/features/account/components/account-fields.tsx';
import { textLinkClass } from '#client/components/ui/text-link.ts';
import { AuthCard } from '#client/features/account/components/auth-card.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

/** After a request: the same answer whether or not the email has an account. */
function CheckYourEmail({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <AuthCard icon={MailCheck} title="Check Your Email" description={msg.forgotSent}>
      <div className="grid gap-4">
        <p className="rounded-xl bg-stone-50 p-4 text-sm text-stone-600 ring-1 ring-stone-200">
          Nothing in your inbox after a few minutes? Check your spam or junk folder. The link works
          once and expires after 1 hour.
        </p>
        <Link href={paths.login} className={buttonClassName({ size: 'lg' })}>
          Back to Login
        </Link>
        <Button variant="outline" size="lg" onClick={onTryAgain}>
          Try Different Email
        </Button>
      </div>
    </AuthCard>
  );
}

/** Spec section 2: an email field, then the 'Check Your Email' state. */
export function ForgotPassword() {
  const [sent, setSent] = useState(false);
  const request = useEndpointForm({
    endpoint: endpoints.forgotPassword,
    schema: () =>
      import('#client/features/account/account-forms.ts').then((m) => m.ForgotPasswordFormSchema),
    defaultValues: { email: '' },
    success: ({ message }) => ({ title: 'Password reset requested', description: message }),
    failure: { title: msg.forgotFailedTitle, fallback: msg.forgotFailedFallback },
    onSuccess: () => setSent(true),
  });
  const { form } = request;

  if (sent) {
    return (
      <CheckYourEmail
        onTryAgain={() => {
          form.reset({ email: '' });
          setSent(false);
        }}
      />
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot Password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it?{' '}
          <Link href={paths.login} className={textLinkClass}>
            Back to Login
          </Link>
        </p>
      }
    >
      <ClientForm
        noValidate
        onSubmit={(event) => void request.onSubmit(event)}
        className="grid gap-5"
      >
        <EmailField
          id="forgot-email"
          registration={form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" size="lg" disabled={request.isPending} className="w-full">
          <PendingIcon pending={request.isPending} icon={Send} />
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </ClientForm>
    </AuthCard>
  );
}
