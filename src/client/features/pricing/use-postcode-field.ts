import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';

import { isValidPostcode, normalisePostcode } from '#domain/postcode';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';

/**
 * State and validation of the home page's one-field postcode form. The rule is the domain's
 * isValidPostcode, the one the server applies. A form library is deliberately not used here:
 * react-hook-form and Zod would add ~18 KB gzip to the page every visitor lands on (budget
 * 100 kB); the multi-field forms on other (lazy) pages use them.
 * Like react-hook-form's defaults: checked on submit, then re-checked on every change.
 */
export function usePostcodeField(onValid: (postcode: string) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !isValidPostcode(value) ? postcodeMessages.invalidFormat : null;

  return {
    inputRef,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (isValidPostcode(value)) onValid(normalisePostcode(value));
      // Back to the field, so keyboard and screen reader users land on what needs fixing.
      else inputRef.current?.focus();
    },
  };
}
