import { useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'name'> {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: ReactNode;
  /** Adds '(optional)' to the label; the schema decides what is valid. */
  optional?: boolean;
  /** Password fields only: a button that shows or hides what was typed. */
  revealable?: boolean;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function FormField({
  id,
  label,
  registration,
  error,
  hint,
  optional,
  revealable,
  className,
  type,
  ...inputProps
}: FormFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const input = (
    <Input
      id={id}
      type={revealable && revealed ? 'text' : type}
      {...registration}
      {...inputProps}
      className={revealable ? 'pr-12' : undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy || undefined}
    />
  );

  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-stone-500"> (optional)</span> : null}
      </Label>
      {revealable ? (
        <div className="relative">
          {input}
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-controls={id}
            className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-stone-900"
          >
            {revealed ? (
              <EyeOff aria-hidden className="size-5" />
            ) : (
              <Eye aria-hidden className="size-5" />
            )}
          </button>
        </div>
      ) : (
        input
      )}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
