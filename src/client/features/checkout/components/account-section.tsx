import { useWatch } from 'react-hook-form';

import { MARKETING_CONSENT_WORDING } from '#shared/marketing-consent';
import { paths } from '#client/config/paths.ts';
import { PasswordStrength } from '#client/components/password-strength.tsx';
import { PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { CheckboxField } from '#client/features/checkout/components/checkbox-field.tsx';
import { NewTabLink } from '#client/features/checkout/components/new-tab-link.tsx';
import { FormSection } from '#client/features/checkout/components/form-section.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useCheckoutForm } from '#client/features/checkout/use-checkout-form.ts';

/** Offered to guests only: an account made from the checkout details (spec section 2). */
export function AccountSection() {
  const { form, field } = useCheckoutForm();
  const createAccount = useWatch({ control: form.control, name: 'createAccount' });
  const [password, email, firstName, lastName, companyName] = useWatch({
    control: form.control,
    name: ['password', 'email', 'firstName', 'lastName', 'companyName'],
  });
  return (
    <FormSection
      title="Create Account (Optional)"
      description="Save your details for next time and follow your orders online."
    >
      <CheckboxField name="createAccount" label="Create an account with these details" />
      {createAccount ? (
        <TextField
          {...field('password')}
          label="Password"
          marker="required"
          type="password"
          autoComplete="new-password"
          hint={
            <PasswordStrength
              password={password ?? ''}
              owner={{ email, firstName, lastName, companyName }}
              fallback={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            />
          }
          aria-required
          className="mt-5 sm:max-w-sm"
        />
      ) : null}
      {createAccount ? (
        <CheckboxField name="marketingConsent" label={MARKETING_CONSENT_WORDING} className="mt-5" />
      ) : null}
      <p className="mt-3 text-sm text-stone-600">
        How long an account is kept, and how to delete it: see our
        <NewTabLink href={paths.privacy}>privacy notice</NewTabLink>.
      </p>
    </FormSection>
  );
}
