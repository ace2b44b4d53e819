import { ExternalLink } from 'lucide-react';

import { Card, CardContent } from '#client/components/ui/card.tsx';
import { paths } from '#client/config/paths.ts';
import { CheckboxField } from '#client/features/checkout/components/checkbox-field.tsx';

/** The terms must be accepted; the link opens them in a new tab so the form is kept. */
export function TermsField() {
  return (
    <Card>
      <CardContent>
        <CheckboxField
          name="acceptTerms"
          label={
            <>
              I accept the{' '}
              <a
                href={paths.terms}
                target="_blank"
                rel="noopener"
                className="rounded font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-950"
              >
                terms and conditions
                <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-0.125em]" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </>
          }
        />
        <p className="mt-3 text-sm text-stone-600">
          We use your details to deliver and invoice your order, as our
          <a
            href={paths.privacy}
            target="_blank"
            rel="noopener"
            className="rounded font-semibold text-forest-800 underline underline-offset-2 hover:text-forest-950"
          >
            privacy notice
            <ExternalLink aria-hidden className="ml-1 inline size-3.5 align-[-0.125em]" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>{' '}
          explains.
        </p>
      </CardContent>
    </Card>
  );
}
