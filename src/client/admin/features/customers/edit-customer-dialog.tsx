import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import type { AdminCustomer } from '#shared/schemas/admin';
import {
  useUpdateCustomerDetails,
  type CustomerDetails,
} from '#client/admin/api/update-customer-details.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import { ADDRESS_FIELD_NAMES, AddressFields } from '#client/components/address-fields.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** Spec section 5: first and last name required; everything else optional (blank clears it). */
const CustomerDetailsSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  companyName: z.string().trim(),
  phone: z.string().trim(),
  addressLine1: z.string().trim(),
  addressLine2: z.string().trim(),
  city: z.string().trim(),
  postcode: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase()),
}) satisfies z.ZodType<CustomerDetails, unknown>;
type CustomerDetailsInput = z.input<typeof CustomerDetailsSchema>;

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
}: {
  customer: AdminCustomer;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<CustomerDetailsInput, unknown, CustomerDetails>({
    resolver: zodResolver(CustomerDetailsSchema),
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
  });
  const mutation = useUpdateCustomerDetails();
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (details) => {
    try {
      await mutation.mutateAsync({ customerId: customer.id, details });
      toast({
        title: adminMessages.customerUpdated,
        description: `${details.firstName} ${details.lastName} has been saved.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (err) {
      toast({
        title: adminMessages.customerFailed.title,
        description: errorMessage(err, adminMessages.customerFailed.fallback),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={`${scrollingDialog} sm:max-w-2xl`}>
        <DialogTitle>Edit customer details</DialogTitle>
        <DialogDescription>
          Customer #{customer.id}, {customer.email}. The email address cannot be changed.
        </DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col">
          <div className={`${scrollingDialogBody} grid gap-4 sm:grid-cols-2`}>
            {FIELDS.map((field) => (
              <TextField
                key={field.name}
                id={`customer-${field.name}`}
                label={field.label}
                marker={field.optional ? 'optional' : undefined}
                type={field.type}
                autoComplete="off"
                registration={form.register(field.name)}
                error={errors[field.name]?.message}
              />
            ))}
            <AddressFields
              field={(part) => {
                const name = ADDRESS_FIELD_NAMES.delivery[part];
                return {
                  id: `customer-${name}`,
                  registration: form.register(name),
                  error: errors[name]?.message,
                };
              }}
              wording="backOffice"
              autoComplete="off"
              markers={{
                line1: 'optional',
                line2: 'optional',
                city: 'optional',
                postcode: 'optional',
              }}
            />
          </div>
          <DialogFormFooter
            submitLabel="Save details"
            busy={form.formState.isSubmitting}
            className={scrollingDialogFooter}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
