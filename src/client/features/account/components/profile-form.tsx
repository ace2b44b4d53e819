import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';

import * as endpoints from '#shared/api/customers';
import type { CurrentCustomer } from '#shared/schemas/customers';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { queryKeys } from '#client/lib/query-keys.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';
import { accountMessages as msg } from '#client/features/account/account-messages.ts';
import { CustomerNameFields } from '#client/features/account/components/customer-name-fields.tsx';
import { profileRequest } from '#client/features/account/account-format.ts';
import type { ProfileFormInput } from '#client/features/account/account-forms.ts';
import { ADDRESS_FIELD_NAMES, AddressFields } from '#client/components/address-fields.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { PendingIcon } from '#client/features/account/components/pending-icon.tsx';

function formValuesOf(customer: CurrentCustomer): ProfileFormInput {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    companyName: customer.companyName ?? '',
    phone: customer.phone ?? '',
    addressLine1: customer.addressLine1 ?? '',
    addressLine2: customer.addressLine2 ?? '',
    city: customer.city ?? '',
    postcode: customer.postcode ?? '',
  };
}

interface ProfileFormProps {
  customer: CurrentCustomer;
  /** Back to view mode: after a save, or on Cancel. */
  onDone: () => void;
}

/** Edit mode of the profile: everything but the email, which identifies the account. */
export function ProfileForm({ customer, onDone }: ProfileFormProps) {
  const queryClient = useQueryClient();
  const update = useEndpointForm({
    endpoint: endpoints.updateProfile,
    schema: () =>
      import('#client/features/account/account-forms.ts').then((m) => m.ProfileFormSchema),
    defaultValues: formValuesOf(customer),
    request: (values) => ({ body: profileRequest(values) }),
    success: { title: msg.profileSavedTitle, description: msg.profileSaved },
    failure: { title: msg.profileFailedTitle, fallback: msg.profileFailedFallback },
    // Spec section 7: the current customer is refreshed after a profile update.
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.customer.me(), updated);
      void queryClient.invalidateQueries({ queryKey: queryKeys.customer.me() });
      onDone();
    },
  });
  const { form } = update;
  const { errors } = form.formState;
  const field = (name: keyof ProfileFormInput) => ({
    id: `profile-edit-${name}`,
    registration: form.register(name),
    error: errors[name]?.message,
  });

  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void update.onSubmit(event)}
      className="mt-5 grid gap-5"
    >
      {/* Shown as a read-only field; the parent's selector outranks the input's white fill. */}
      <div className="[&_input]:bg-stone-100 [&_input]:text-stone-600">
        <Label htmlFor="profile-edit-email">Email</Label>
        <Input
          id="profile-edit-email"
          value={customer.email}
          readOnly
          aria-describedby="profile-edit-email-hint"
        />
        <p id="profile-edit-email-hint" className="mt-1.5 text-sm text-stone-500">
          {msg.emailLocked}
        </p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <CustomerNameFields field={field} />
        <AddressFields
          field={(part) => field(ADDRESS_FIELD_NAMES.delivery[part])}
          wording="storefront"
          autoComplete="plain"
          markers={{ line1: 'optional', line2: 'optional', city: 'optional', postcode: 'optional' }}
          lineClassName="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          <PendingIcon pending={update.isPending} icon={Save} />
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </ClientForm>
  );
}
