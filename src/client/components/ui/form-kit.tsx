import type { ComponentProps, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';

import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import {
  FormField,
  fieldControlProps,
  fieldTextIds,
  splitFieldProps,
  type LabelledControlProps,
} from '#client/components/ui/form-field.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/cn.ts';

// The fields beside TextField (form-field.tsx) and SelectField (select-field.tsx, apart so a
// page without a select does not download Radix Select): each is labelled, shows its hint and error, and
// links them with aria-describedby and aria-invalid, so react-hook-form's focus on the first
// invalid field lands on a control a screen reader can explain.

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'>, LabelledControlProps {
  /** The textarea's own classes (its height); `className` is the field's. */
  controlClassName?: string | undefined;
}

/** A labelled multi-line text field. */
export function TextareaField({ controlClassName, ...props }: TextareaFieldProps) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FormField {...frame}>
      <Textarea {...control} className={controlClassName} />
    </FormField>
  );
}

export interface BoundFieldProps<T extends FieldValues, V> {
  control: Control<T, unknown, V>;
  name: FieldPath<T>;
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string | undefined;
}

/** A checkbox bound to a boolean field, its label beside it, and its error. */
export function CheckboxField<T extends FieldValues, V = T>({
  control,
  name,
  id,
  label,
  hint,
  className,
}: BoundFieldProps<T, V>) {
  const { hintId, errorId } = fieldTextIds(id);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState: { error } }) => (
        <div className={className}>
          <div className="flex items-start gap-3">
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              {...fieldControlProps(id, { hint, error })}
              className="mt-0.5"
            />
            <label htmlFor={id} className="cursor-pointer text-stone-800 select-none">
              {label}
            </label>
          </div>
          {hint ? (
            <p id={hintId} className="mt-1.5 ml-8 text-sm text-stone-500">
              {hint}
            </p>
          ) : null}
          <FieldError id={errorId}>{error?.message}</FieldError>
        </div>
      )}
    />
  );
}

export interface FieldOption {
  value: string;
  label: ReactNode;
}

interface RadioGroupFieldProps {
  id: string;
  legend: ReactNode;
  registration: UseFormRegisterReturn;
  options: readonly FieldOption[];
  error?: string | undefined;
  hint?: ReactNode;
  className?: string | undefined;
  /** Each option a bordered card, the chosen one marked: for options with a line of detail. */
  cards?: boolean;
}

/** Native radio buttons under a legend; the group carries the hint and error. */
export function RadioGroupField({
  id,
  legend,
  registration,
  options,
  error,
  hint,
  className,
  cards = false,
}: RadioGroupFieldProps) {
  const { hintId, errorId } = fieldTextIds(id);
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = fieldControlProps(id, {
    hint,
    error,
  });
  return (
    <fieldset id={id} aria-describedby={describedBy} className={cn('grid gap-2', className)}>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      {options.map((option, index) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer gap-3 text-stone-800',
            cards
              ? 'items-start rounded-lg border border-stone-300 p-3 transition-colors hover:border-stone-400 has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-wood-500'
              : 'items-center',
          )}
        >
          <input
            type="radio"
            id={index === 0 ? `${id}-first` : undefined}
            value={option.value}
            aria-invalid={invalid}
            {...registration}
            className={cn('accent-forest-700', cards ? 'mt-1 size-4 shrink-0' : 'size-5')}
          />
          {option.label}
        </label>
      ))}
      {hint ? (
        <p id={hintId} className="text-sm text-stone-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** Every problem at once, above a form or in a dialog: each links to its field. */
export function FormErrorList({
  errors,
  title = 'Please correct the following:',
}: {
  errors: readonly { id: string; message: string }[];
  title?: string;
}) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map(({ id, message }) => (
          <li key={id}>
            <a href={`#${id}`} className="underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
