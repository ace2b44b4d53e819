import type { UseFormReturn } from 'react-hook-form';

import { RETENTION_FLOORS } from '#domain/retention';
import { bindField } from '#client/admin/components/bind-field.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import type {
  SettingsFormInput,
  SettingsFormValues,
} from '#client/admin/features/settings/settings-schema.ts';
import { wholeNumberInput } from '#client/admin/features/settings/whole-number-input.ts';

/** How long personal data is kept; the daily retention job and the privacy notice read these. */
export function RetentionSettingsFields({
  form,
}: {
  form: UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;
}) {
  return (
    <fieldset className="grid gap-5 border-t border-stone-200 pt-5">
      <legend className="text-base font-semibold text-stone-900">Keeping personal data</legend>
      <p className="text-sm text-stone-600">
        Once a day the shop erases the names, contact details and addresses of closed orders past
        these periods (the figures stay for the books), and clears what else is due. The privacy
        notice states them.
      </p>
      <TextField
        id="settings-retention-invoiced"
        label="Invoiced orders (years after the invoice date)"
        {...wholeNumberInput({ min: RETENTION_FLOORS.invoicedOrderYears })}
        hint={`At least ${RETENTION_FLOORS.invoicedOrderYears}: HMRC's minimum for VAT records.`}
        {...bindField(form, 'retentionInvoicedOrderYears')}
      />
      <TextField
        id="settings-retention-uninvoiced"
        label="Orders never invoiced (months after delivery or cancellation)"
        {...wholeNumberInput({ min: 1 })}
        {...bindField(form, 'retentionUninvoicedOrderMonths')}
      />
      <TextField
        id="settings-retention-inactive"
        label="Inactive accounts (months with no sign-in and no order)"
        {...wholeNumberInput({ min: 1 })}
        hint="Leave blank to keep accounts until their owner deletes them."
        {...bindField(form, 'retentionInactiveAccountMonths')}
      />
      <TextField
        id="settings-retention-email-bodies"
        label="Sent emails (days)"
        {...wholeNumberInput({ min: 1 })}
        hint="Then deleted: address, subject and content. An order's history keeps that an email went, and when."
        {...bindField(form, 'retentionSentEmailBodyDays')}
      />
      <TextField
        id="settings-retention-audit"
        label="Audit entries (months)"
        {...wholeNumberInput({ min: RETENTION_FLOORS.auditMonths })}
        hint={`At least ${RETENTION_FLOORS.auditMonths}. Expired sessions and used or expired password reset links are removed as they expire.`}
        {...bindField(form, 'retentionAuditMonths')}
      />
    </fieldset>
  );
}
