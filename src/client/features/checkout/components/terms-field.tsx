import { Card, CardContent } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import { CheckboxField } from '#client/features/checkout/components/checkbox-field.tsx';
import { NewTabLink } from '#client/features/checkout/components/new-tab-link.tsx';

/** The terms must be accepted; the link opens them in a new tab so the form is kept. */
export function TermsField() {
  return (
    <Card>
      <CardContent>
        <CheckboxField
          name="acceptTerms"
          label={
            <>
              I accept the <NewTabLink href={paths.terms}>terms and conditions</NewTabLink>
            </>
          }
        />
        <p className="mt-3 text-sm text-stone-600">
          We use your details to deliver and invoice your order, as our
          <NewTabLink href={paths.privacy}>privacy notice</NewTabLink> explains.
        </p>
      </CardContent>
    </Card>
  );
}
