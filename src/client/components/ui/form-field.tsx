import { createContext, use, useState, type ComponentProps, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

/** 'required' adds a star to the label, 'optional' the word; the schema decides validity. */
export type FieldMarker = 'required' | 'optional';

/**
 * How tightly fields are set: the storefront's 'comfortable', or the back office's 'compact'
 * (smaller hints). Provided once at the root of an app.
 */
export const FieldDensityContext = createContext<'comfortable' | 'compact'>('comfortable');

/** The ids of a control's hint and error: `<id>-hint`, `<id>-error`. */
export function fieldTextIds(id: string): { hintId: string; errorId: string } {
  return { hintId: `${id}-hint`, errorId: `${id}-error` };
}

/**
 * The control's aria-describedby: its hint (when it has one), then its error (when shown),
 * always in that order, so a screen reader reads every field the same way.
 */
export function fieldDescribedBy(
  id: string,
  { hint, error }: { hint?: unknown; error?: unknown },
): string | undefined {
  const { hintId, errorId } = fieldTextIds(id);
  const ids = [hint ? hintId : null, error ? errorId : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The props a control inside a FormField takes to be linked to its label, hint and error. */
export function fieldControlProps(
  id: string,
  { hint, error }: { hint?: unknown; error?: unknown },
): { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, { hint, error }),
  };
}

/** A field's label with its required star or '(optional)'. */
export function FieldLabel({
  htmlFor,
  marker,
  children,
}: {
  htmlFor: string;
  marker?: FieldMarker | undefined;
  children: ReactNode;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
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
  );
}

/** What a labelled control takes beside its element's own props. */
export interface LabelledControlProps {
  id: string;
  label: ReactNode;
  /** A react-hook-form field; without it, pass value and onChange as to any control. */
  registration?: UseFormRegisterReturn | undefined;
  error?: string | undefined;
  hint?: ReactNode;
  marker?: FieldMarker | undefined;
}

interface FormFieldProps extends Omit<LabelledControlProps, 'registration'> {
  className?: string | undefined;
  /** The control: give it `{...fieldControlProps(id, { hint, error })}`. */
  children: ReactNode;
}

/** A label, any control, its hint and its error: for controls other than a text input. */
export function FormField({ id, label, error, hint, marker, className, children }: FormFieldProps) {
  const density = use(FieldDensityContext);
  const { hintId, errorId } = fieldTextIds(id);
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} marker={marker}>
        {label}
      </FieldLabel>
      {children}
      {hint ? (
        <p
          id={hintId}
          className={cn('mt-1.5 text-stone-500', density === 'compact' ? 'text-xs' : 'text-sm')}
        >
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/**
 * A labelled control's props split in two: its frame's (for FormField), and the rest for the
 * control itself, with the aria links to its label, hint and error added.
 */
export function splitFieldProps<
  P extends LabelledControlProps & { className?: string | undefined },
>({ id, label, registration, error, hint, marker, className, ...rest }: P) {
  return {
    frame: { id, label, error, hint, marker, className },
    control: { ...registration, ...rest, ...fieldControlProps(id, { hint, error }) },
  };
}

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'>, LabelledControlProps {
  /** Password fields only: a button that shows or hides what was typed. */
  revealable?: boolean;
}

/** A labelled input, its hint and its error linked to it with aria-describedby. */
export function TextField({ revealable, type, ...props }: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  const { frame, control } = splitFieldProps(props);
  const input = (
    <Input
      type={revealable && revealed ? 'text' : type}
      {...control}
      className={revealable ? 'pr-12' : undefined}
    />
  );
  return (
    <FormField {...frame}>
      {revealable ? (
        <div className="relative">
          {input}
          <button
            type="button"
            onClick={() => setRevealed((shown) => !shown)}
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-controls={frame.id}
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
    </FormField>
  );
}
