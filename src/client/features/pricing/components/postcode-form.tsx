import { CalendarDays, CircleCheck, LoaderCircle, MapPin, Phone } from 'lucide-react';

import type { DeliveryPromise } from '#shared/schemas/delivery';

import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { anchors } from '#client/config/paths.ts';
import { POSTCODE_INPUT_MAX_LENGTH } from '#domain/postcode';
import { usePostcodeField } from '#client/features/pricing/use-postcode-field.ts';
import { ClientForm } from '#client/components/ui/client-form.tsx';

interface PostcodeFormProps {
  onCheck: (postcode: string) => void;
  isChecking: boolean;
  /** The server's answer when it was not a deliverable region. */
  problem: string | null;
  /** Set once a check succeeded, to confirm where prices apply. */
  regionName: string | null;
  /** The earliest delivery there for the chosen tonnes, once the check has answered. */
  delivery: DeliveryPromise | null;
}

const errorId = 'postcode-error';

export function PostcodeForm({
  onCheck,
  isChecking,
  problem,
  regionName,
  delivery,
}: PostcodeFormProps) {
  const { inputRef, value, error, onChange, onSubmit } = usePostcodeField(onCheck);
  const message = error ?? problem;

  return (
    <ClientForm noValidate onSubmit={onSubmit}>
      <Label htmlFor={anchors.postcodeInput}>Delivery postcode</Label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <MapPin
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-stone-400"
          />
          <Input
            ref={inputRef}
            id={anchors.postcodeInput}
            name="postcode"
            value={value}
            onChange={onChange}
            placeholder="e.g. DN15 8QA"
            autoComplete="postal-code"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={POSTCODE_INPUT_MAX_LENGTH}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            className="pl-11 text-lg font-semibold tracking-wide uppercase placeholder:font-normal placeholder:tracking-normal placeholder:normal-case"
          />
        </div>
        <Button type="submit" className="h-12 min-w-24" disabled={isChecking}>
          {isChecking ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
          {isChecking ? 'Checking' : 'Check'}
        </Button>
      </div>
      <FieldError id={errorId}>{message}</FieldError>
      {regionName && !message ? (
        <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-forest-700">
          <CircleCheck aria-hidden className="size-4" />
          We deliver to {regionName}
        </p>
      ) : null}
      {/* Always in the page (empty until a check answers), so screen readers hear the date. */}
      <p
        role="status"
        data-testid="delivery-promise"
        className="text-sm font-medium text-forest-700"
      >
        {regionName && !message && delivery ? (
          <span className="mt-1.5 flex items-center gap-1.5">
            {delivery.earliestDate ? (
              <CalendarDays aria-hidden className="size-4 shrink-0" />
            ) : (
              <Phone aria-hidden className="size-4 shrink-0" />
            )}
            {delivery.message}
          </span>
        ) : null}
      </p>
    </ClientForm>
  );
}
