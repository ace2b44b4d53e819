import { CalendarDays, CircleCheck, LoaderCircle, Phone } from 'lucide-react';

import type { DeliveryPromise } from '#shared/schemas/delivery';

import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PostcodeInput } from '#client/features/pricing/components/postcode-input.tsx';
import { anchors } from '#client/config/paths.ts';
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
        <PostcodeInput
          ref={inputRef}
          id={anchors.postcodeInput}
          value={value}
          onChange={onChange}
          errorId={message ? errorId : null}
          className="text-lg"
        />
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
