import type { CurrentCustomer } from '#shared/schemas/customers';
import { ChangePasswordBox } from '#client/features/account/components/change-password-box.tsx';
import { EmailVerificationBox } from '#client/features/account/components/email-verification-box.tsx';
import { GuestOrdersBox } from '#client/features/account/components/guest-orders-box.tsx';
import { DeleteAccountBox } from '#client/features/account/components/delete-account-box.tsx';
import { MarketingBox } from '#client/features/account/components/marketing-box.tsx';
import { MyDataBox } from '#client/features/account/components/my-data-box.tsx';
import { PricingBox } from '#client/features/account/components/pricing-box.tsx';
import { ProfileCard } from '#client/features/account/components/profile-card.tsx';
import { ReorderRemindersBox } from '#client/features/account/components/reorder-reminders-box.tsx';
import { VatBox } from '#client/features/account/components/vat-box.tsx';

/**
 * The profile with, beside it, whether the email is verified (and then the guest orders placed
 * with it, to add), the terms the business has set, the password change, the copy
 * of their data and the way to delete the account.
 */
export function ProfileTab({ customer }: { customer: CurrentCustomer }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ProfileCard customer={customer} />
      <div className="grid gap-6">
        <EmailVerificationBox customer={customer} />
        <GuestOrdersBox customer={customer} />
        <PricingBox customer={customer} />
        <VatBox vatRate={customer.vatRate} />
        <MarketingBox />
        <ReorderRemindersBox />
        <ChangePasswordBox customer={customer} />
        <MyDataBox />
        <DeleteAccountBox />
      </div>
    </div>
  );
}
