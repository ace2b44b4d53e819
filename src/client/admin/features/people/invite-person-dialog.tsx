import * as endpoints from '#shared/api/people';
import { invalidatePeople } from '#client/admin/api/people.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import { SelectField } from '#client/components/ui/select-field.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const ROLES = [
  { value: 'office', label: 'Office: orders, customers, deliveries, payments, invoices' },
  { value: 'driver', label: 'Driver: their own rounds only' },
];

/** The owner invites a person: an email with a link that sets their password (7 days, once). */
export function InvitePersonDialog({ onOpenChange }: DialogProps) {
  const refreshAndClose = useRefreshAndClose(invalidatePeople, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.invitePerson,
    schema: () => import('#shared/schemas/people').then((m) => m.InvitePersonSchema),
    defaultValues: { name: '', email: '', role: 'office' as const },
    success: (person) => ({
      title: 'Invitation sent',
      description: `${person.name} has an email with a link to choose their password.`,
    }),
    failure: { title: 'Invitation not sent', fallback: 'Please try again.' },
    onSuccess: refreshAndClose,
  });
  const { form } = sending;

  return (
    <FormDialog
      title="Invite a person"
      description="They get an email with a link to choose their password. The link works once, for 7 days."
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Send invitation"
      busyLabel="Sending..."
      width="sm:max-w-md"
    >
      <TextField id="person-name" label="Name" required {...bindField(form, 'name')} />
      <TextField
        id="person-email"
        label="Email"
        type="email"
        required
        {...bindField(form, 'email')}
      />
      <SelectField
        control={form.control}
        name="role"
        id="person-role"
        label="Role"
        options={ROLES}
      />
    </FormDialog>
  );
}
