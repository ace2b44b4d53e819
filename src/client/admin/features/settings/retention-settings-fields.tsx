import { RETENTION_FLOORS } from '#domain/retention';
import { bindField } from '#client/admin/components/bind-field.ts';
import { TextField } from '#client/components/ui/form-field.tsx';
import {
  SettingsFieldset,
  type SettingsForm,
} from '#client/admin/features/settings/settings-fieldset.tsx';
import { wholeNumberInput } from '#client/admin/features/settings/whole-number-input.ts';

/** How long personal data is kept; the daily retention job and the privacy notice read these. */
export function RetentionSettingsFields({ form }: { form: SettingsForm }) {
  return (
    <SettingsFieldset legend="Keeping personal data">
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
    </SettingsFieldset>
  );
}
