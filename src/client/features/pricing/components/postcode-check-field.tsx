import { LoaderCircle, MapPin } from 'lucide-react';
import type { ComponentProps } from 'react';

import { POSTCODE_INPUT_MAX_LENGTH } from '#domain/postcode';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

interface PostcodeCheckFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** What is wrong with the postcode, or what the check answered against it. */
  error: string | null | undefined;
  pending: boolean;
  /** The home page's larger box and button. */
  large?: boolean;
}

/**
 * A labelled postcode box with its map pin and a Check button, its error linked to it, as both
 * price checks (the home page's and the delivery page's) ask for one. Laid out as the kit's
 * FormField lays a field out, without importing it: the form kit is not in the home page's
 * first script, which is held to 100 kB gzipped.
 */
export function PostcodeCheckField({
  id,
  label,
  error,
  pending,
  large = false,
  ...inputProps
}: PostcodeCheckFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <PostcodeInput
          {...inputProps}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={large ? 'text-lg' : undefined}
        />
        <Button type="submit" className={cn('min-w-24', large && 'h-12')} disabled={pending}>
          {pending ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
          {pending ? 'Checking' : 'Check'}
        </Button>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A postcode box with its map pin. */
function PostcodeInput({ className, ...inputProps }: ComponentProps<'input'>) {
  return (
    <div className="relative flex-1">
      <MapPin
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-400"
      />
      <Input
        name="postcode"
        placeholder="e.g. DN15 8QA"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={POSTCODE_INPUT_MAX_LENGTH}
        {...inputProps}
        className={cn(
          'pl-11 font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case',
          className,
        )}
      />
    </div>
  );
}
