import { useQueryClient } from '@tanstack/react-query';

import { LINK_EXPIRY_DAYS } from '#domain/link-expiry';
import * as endpoints from '#shared/api/settings';
import {
  LEAD_WORKING_DAYS,
  REORDER_REMINDER_LEAD_DAYS,
  TOP_UP_SEND_DAYS,
  type Setting,
} from '#shared/schemas/settings';
import { invoicingStatusKey } from '#client/admin/api/get-invoicing-status.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { settingsKey } from '#client/admin/api/get-settings.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  settingsFormDefaults,
  toSettingChanges,
} from '#client/admin/features/settings/settings-schema.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CertificateSettingsFields } from '#client/admin/features/settings/certificate-settings-fields.tsx';
import { InvoiceSettingsFields } from '#client/admin/features/settings/invoice-settings-fields.tsx';
import { RetentionSettingsFields } from '#client/admin/features/settings/retention-settings-fields.tsx';
import { wholeNumberInput } from '#client/admin/features/settings/whole-number-input.ts';
import { PaymentSettingsFields } from '#client/admin/features/settings/payment-settings-fields.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

export function SettingsForm({ settings }: { settings: Setting[] }) {
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.updateSettings,
    schema: () =>
      import('#client/admin/features/settings/settings-schema.ts').then(
        (m) => m.SettingsFormSchema,
      ),
    defaultValues: settingsFormDefaults(settings),
    request: (values) => ({ body: toSettingChanges(values) }),
    success: adminMessages.settingsSaved,
    failure: adminMessages.settingsFailed,
    onSuccess: (saved) => {
      form.reset(settingsFormDefaults(saved));
      // Spec section 7: the payments-enabled answer is refreshed after the settings change.
      void Promise.all(
        [settingsKey(), queryKeys.payments.enabled(), invoicingStatusKey()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  const { form } = sending;

  return (
    <Card className="max-w-2xl">
      <form
        noValidate
        onSubmit={(event) => void sending.onSubmit(event)}
        className="grid gap-5 p-5 sm:p-6"
      >
        <TextField
          id="settings-customer-service-email"
          label="Customer service email"
          type="email"
          autoComplete="off"
          hint="Shown to customers and used as the reply-to address."
          {...bindField(form, 'customerServiceEmail')}
        />
        <TextField
          id="settings-new-orders-email"
          label="New orders email"
          type="email"
          autoComplete="off"
          hint="Receives a notification of every new order."
          {...bindField(form, 'newOrdersEmail')}
        />
        <TextField
          id="settings-lorry-capacity"
          label="Lorry capacity (tonnes)"
          type="number"
          inputMode="decimal"
          min={1}
          max={44}
          step={0.5}
          hint="The Deliveries tab warns when a day's drops weigh more than this."
          {...bindField(form, 'lorryCapacityTonnes')}
        />
        <TextField
          id="settings-weight-tolerance"
          label="Delivered weight tolerance (tonnes)"
          type="number"
          inputMode="decimal"
          min={0}
          max={1}
          step={0.01}
          hint="When the weighbridge ticket differs from the order by less than this, the bill stays as ordered; otherwise it follows the delivered weight."
          {...bindField(form, 'deliveredToleranceTonnes')}
        />
        <TextField
          id="settings-aborted-charge"
          label="Aborted-delivery charge (£, before VAT)"
          type="number"
          inputMode="decimal"
          min={0}
          max={500}
          step={0.01}
          hint="Billed on the order's invoice when a drop could not be made and the office says the charge applies; 0 for none."
          {...bindField(form, 'abortedDeliveryCharge')}
        />
        <TextField
          id="settings-lead-time"
          label="Delivery lead time (working days)"
          {...wholeNumberInput(LEAD_WORKING_DAYS)}
          hint="Working days from an order to the first day a round can deliver it; bank holidays do not count."
          {...bindField(form, 'deliveryLeadWorkingDays')}
        />
        <TextField
          id="settings-reminder-lead"
          label="Reorder reminders go (days before a store runs low)"
          {...wholeNumberInput(REORDER_REMINDER_LEAD_DAYS)}
          hint="From each customer's past orders the shop works out when their store runs low, and emails one reminder this many days before (customers who agreed to offers and reminders only)."
          {...bindField(form, 'reorderReminderLeadDays')}
        />
        <TextField
          id="settings-top-up-days"
          label="Send top-up offers (days before the lorry-day)"
          {...wholeNumberInput(TOP_UP_SEND_DAYS)}
          hint="Customers on the round are emailed a lorry-day's top-up offer this many days before it runs."
          {...bindField(form, 'topUpSendDaysBefore')}
        />
        <TextField
          id="settings-link-expiry"
          label="Tracking and invoice links expire (days after delivery)"
          {...wholeNumberInput(LINK_EXPIRY_DAYS)}
          hint="The links in customers' emails stop working this many days after delivery or cancellation; customers can still sign in or contact you."
          {...bindField(form, 'linkExpiryDays')}
        />
        <PaymentSettingsFields form={form} />
        <InvoiceSettingsFields form={form} />
        <CertificateSettingsFields form={form} />
        <RetentionSettingsFields form={form} />
        <div className="flex justify-end">
          <Button type="submit" disabled={sending.isPending}>
            {sending.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
