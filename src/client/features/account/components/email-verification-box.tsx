import { BadgeCheck, MailWarning, Send } from 'lucide-react';

import type { CurrentCustomer } from '#shared/schemas/customers';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSendVerificationEmail } from '#client/features/account/api/send-verification-email.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { AccountBox } from '#client/features/account/components/account-box.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

/**
 * Whether the account's email is verified (decision 028); until it is, a button sends the
 * link again. Once it is, the customer chooses which guest orders placed with it to add
 * (GuestOrdersBox).
 */
export function EmailVerificationBox({ customer }: { customer: CurrentCustomer }) {
  const send = useSendVerificationEmail();

  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: ({ message }) =>
        toast({ title: 'Verification email sent', description: message, variant: 'success' }),
      onError: (err) =>
        toast({
          title: 'Email not sent',
          description: errorMessage(err, 'The email could not be sent. Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <AccountBox
      id="email-verification"
      icon={customer.emailVerified ? BadgeCheck : MailWarning}
      iconClassName={customer.emailVerified ? undefined : 'text-amber-700'}
      title="Email Address"
    >
      {customer.emailVerified ? (
        <p className="mt-3 text-sm text-stone-600" data-testid="email-verified">
          <strong className="text-forest-700">Verified.</strong> {customer.email} is confirmed as
          your email address.
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-stone-600" data-testid="email-not-verified">
            <strong className="text-stone-900">Not verified yet.</strong> Open the link we emailed
            to {customer.email}. You can then add the orders you placed as a guest with this address
            to your account.
          </p>
          <Button variant="outline" className="mt-4" onClick={onSend} disabled={send.isPending}>
            <PendingIcon pending={send.isPending} icon={Send} />
            Send the link again
          </Button>
        </>
      )}
    </AccountBox>
  );
}
