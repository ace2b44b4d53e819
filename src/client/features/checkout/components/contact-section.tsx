import { checkoutMessages } from '#client/features/checkout/checkout-messages.ts';
import { FormSection } from '#client/features/checkout/components/form-section.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { useCheckoutForm } from '#client/features/checkout/use-checkout-form.ts';

interface ContactSectionProps {
  /** A logged-in customer orders under their account's email (spec section 2). */
  emailLocked: boolean;
}

export function ContactSection({ emailLocked }: ContactSectionProps) {
  const { field } = useCheckoutForm();
  return (
    <FormSection title="Contact Information">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('firstName')}
          label="First Name"
          marker="required"
          autoComplete="given-name"
          aria-required
        />
        <TextField
          {...field('lastName')}
          label="Last Name"
          marker="required"
          autoComplete="family-name"
          aria-required
        />
        <TextField
          {...field('companyName')}
          label="Company Name"
          marker="optional"
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <TextField
          {...field('email')}
          label="Email"
          marker="required"
          type="email"
          autoComplete="email"
          spellCheck={false}
          aria-required
          readOnly={emailLocked}
          hint={emailLocked ? checkoutMessages.emailLocked : undefined}
          className={emailLocked ? '[&_input]:bg-stone-100 [&_input]:text-stone-600' : undefined}
        />
        <TextField
          {...field('phone')}
          label="Phone"
          marker="required"
          type="tel"
          autoComplete="tel"
          aria-required
        />
      </div>
    </FormSection>
  );
}
