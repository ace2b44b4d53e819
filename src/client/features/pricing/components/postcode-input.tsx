import { MapPin } from 'lucide-react';
import type { ComponentProps } from 'react';

import { POSTCODE_INPUT_MAX_LENGTH } from '#domain/postcode';
import { Input } from '#client/components/ui/input.tsx';
import { cn } from '#client/lib/cn.ts';

interface PostcodeInputProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  /** The id of the error shown under the field, while there is one. */
  errorId: string | null;
}

/** A postcode box with its map pin, as the price checks ask for one. */
export function PostcodeInput({ id, errorId, className, ...inputProps }: PostcodeInputProps) {
  return (
    <div className="relative flex-1">
      <MapPin
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-400"
      />
      <Input
        id={id}
        name="postcode"
        placeholder="e.g. DN15 8QA"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={POSTCODE_INPUT_MAX_LENGTH}
        {...inputProps}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        className={cn(
          'pl-11 font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case',
          className,
        )}
      />
    </div>
  );
}
