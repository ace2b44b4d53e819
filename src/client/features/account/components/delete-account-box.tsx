import { lazy, Suspense, useState } from 'react';
import { Trash2, UserX } from 'lucide-react';
import { Link } from 'wouter';

import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { textLinkClass } from '#client/components/ui/text-link.ts';
import { AccountBox } from '#client/features/account/components/account-box.tsx';

// The dialog, its form and its rules come when the customer asks to delete.
const DeleteAccountDialog = lazy(() =>
  import('#client/features/account/components/delete-account-dialog.tsx').then((module) => ({
    default: module.DeleteAccountDialog,
  })),
);

/**
 * The customer's right to erasure (UK GDPR article 17). The password is asked again because
 * nothing brings the account back, and a browser left signed in is not proof of who is at it.
 */
export function DeleteAccountBox() {
  const [open, setOpen] = useState(false);

  return (
    <AccountBox
      id="delete-account"
      icon={UserX}
      iconClassName="text-red-700"
      title="Delete My Account"
    >
      <div className="mt-3 grid gap-2 text-sm text-stone-600">
        <p>
          We erase your profile, sign-in, saved details and marketing choices. Orders that were
          never invoiced lose your personal details at once.
        </p>
        <p>
          Invoiced orders keep what the invoice shows (name, company and invoice address) for as
          long as the law requires, as our{' '}
          <Link href={paths.privacy} className={`${textLinkClass} underline`}>
            privacy notice
          </Link>{' '}
          explains, and are erased after that.
        </p>
        <p>You can download your data above first.</p>
      </div>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="mt-4 border-red-300 text-red-700 hover:border-red-400 hover:bg-red-50"
      >
        <Trash2 aria-hidden className="size-5" />
        Delete my account
      </Button>
      {/* Mounted only while open, so a reopened dialog starts with an empty password. */}
      {open ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </AccountBox>
  );
}
