import { CalendarDays, CircleCheck, Phone } from 'lucide-react';

import type { DeliveryPromise } from '#shared/schemas/delivery';

import { PostcodeCheckField } from '#client/features/pricing/components/postcode-check-field.tsx';
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
      <PostcodeCheckField
        ref={inputRef}
        id={anchors.postcodeInput}
        label="Delivery postcode"
        value={value}
        onChange={onChange}
        error={message}
        pending={isChecking}
        large
      />
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
