import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** 'required' adds a star to the label, 'optional' the word; the schema decides validity. */
  marker?: 'required' | 'optional';
  hint?: ReactNode;
}

/** A labelled input whose hint and error are linked to it with aria-describedby. */
export function TextField({
  id,
  label,
  registration,
  error,
  marker,
  hint,
  className,
  ...inputProps
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {marker === 'required' ? (
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
        {marker === 'optional' ? (
          <>
            {' '}
            <span className="font-normal text-stone-500">(optional)</span>
          </>
        ) : null}
      </Label>
      <Input
        id={id}
        {...registration}
        {...inputProps}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
