import * as endpoints from '#shared/api/customers-admin';
import type { AdminCustomer } from '#shared/schemas/admin';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { invalidateCustomers } from '#client/admin/api/invalidate-customers.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import type { CustomerDetailsInput } from '#client/admin/features/customers/customer-details-form.ts';
import { ADDRESS_FIELD_NAMES, AddressFields } from '#client/components/address-fields.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const FIELDS: {
  name: keyof CustomerDetailsInput;
  label: string;
  optional?: boolean;
  type?: string;
}[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'companyName', label: 'Company name', optional: true },
  { name: 'phone', label: 'Phone', optional: true, type: 'tel' },
];

/** A customer's name, company, phone and address; the email is theirs to keep. */
export function EditCustomerDialog({
  customer,
  onOpenChange,
}: { customer: AdminCustomer } & DialogProps) {
  const refreshAndClose = useRefreshAndClose(invalidateCustomers, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.updateCustomerDetails,
    schema: () =>
      import('#client/admin/features/customers/customer-details-form.ts').then(
        (m) => m.CustomerDetailsSchema,
      ),
    defaultValues: {
      firstName: customer.firstName,
      lastName: customer.lastName,
      companyName: customer.companyName ?? '',
      phone: customer.phone ?? '',
      addressLine1: customer.addressLine1 ?? '',
      addressLine2: customer.addressLine2 ?? '',
      city: customer.city ?? '',
      postcode: customer.postcode ?? '',
    },
    // Blank optional fields are cleared.
    request: (details) => ({ params: { id: customer.id }, body: details }),
    success: (saved) => ({
      title: adminMessages.customerUpdated,
      description: `${saved.firstName} ${saved.lastName} has been saved.`,
    }),
    failure: adminMessages.customerFailed,
    onSuccess: refreshAndClose,
  });
  const { form } = sending;

  return (
    <FormDialog
      title="Edit customer details"
      description={`Customer #${customer.id}, ${customer.email}. The email address cannot be changed.`}
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Save details"
      width="sm:max-w-2xl"
      bodyClassName="sm:grid-cols-2"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`customer-${field.name}`}
          label={field.label}
          marker={field.optional ? 'optional' : undefined}
          type={field.type}
          autoComplete="off"
          {...bindField(form, field.name)}
        />
      ))}
      <AddressFields
        field={(part) => {
          const name = ADDRESS_FIELD_NAMES.delivery[part];
          return { id: `customer-${name}`, ...bindField(form, name) };
        }}
        wording="backOffice"
        autoComplete="off"
        markers={{ line1: 'optional', line2: 'optional', city: 'optional', postcode: 'optional' }}
      />
    </FormDialog>
  );
}
