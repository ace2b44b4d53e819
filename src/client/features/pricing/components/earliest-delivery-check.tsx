import { CalendarDays, LoaderCircle } from 'lucide-react';

import { DEFAULT_TONNES } from '#domain/quantity';
import { validatePostcode } from '#shared/api/regions';
import type { PostcodeValidationResult } from '#shared/schemas/regions';
import { Button } from '#client/components/ui/button.tsx';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PostcodeInput } from '#client/features/pricing/components/postcode-input.tsx';
import { deliveryOf } from '#client/features/pricing/api/validate-postcode.ts';
import { postcodeMessages } from '#client/features/pricing/postcode-messages.ts';
import { ApiError, errorMessage } from '#client/lib/api-client.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const INPUT_ID = 'earliest-delivery-postcode';

/** What the home page's check says of a postcode we cannot price (spec section 8). */
const refusalOf = (answer: Extract<PostcodeValidationResult, { valid: false }>) =>
  'regionDisabled' in answer
    ? postcodeMessages.regionDisabled(answer.regionName)
    : answer.message || postcodeMessages.invalidFallback;
const ERROR_ID = 'earliest-delivery-error';

/** Spec section 7: a 400 is the answer "not a UK postcode we know", said in the server's words. */
const failureOf = (err: unknown) =>
  err instanceof ApiError && err.status === 400
    ? errorMessage(err, '') || postcodeMessages.invalidFallback
    : postcodeMessages.requestFailed;

/**
 * The delivery page's live answer beside its usual times: the earliest day our lorries' rounds
 * can bring a tonne to a postcode, from the same price check the home page makes.
 */
export function EarliestDeliveryCheck() {
  const check = useEndpointForm({
    endpoint: validatePostcode,
    schema: () =>
      import('#client/features/pricing/postcode-form-schema.ts').then((m) => m.PostcodeFormSchema),
    defaultValues: { postcode: '' },
    request: ({ postcode }) => ({ body: { postcode, tonnes: DEFAULT_TONNES } }),
  });
  const { form } = check;
  const answer = check.data;
  const refusal = answer && !answer.valid ? refusalOf(answer) : null;
  const problem =
    form.formState.errors.postcode?.message ?? (check.error ? failureOf(check.error) : refusal);
  const promise = answer && !problem ? deliveryOf(answer) : null;

  return (
    <section
      aria-labelledby="earliest-delivery-title"
      className="rounded-xl border border-forest-200 bg-forest-50 p-5"
    >
      <h3 id="earliest-delivery-title" className="font-semibold text-stone-900">
        When can our lorry come to you?
      </h3>
      <p className="mt-1 text-sm text-stone-600">
        The times above are our usual ones; our lorries&apos; rounds decide the day. Enter your
        postcode for the earliest day we can deliver a tonne now.
      </p>
      <ClientForm noValidate onSubmit={(event) => void check.onSubmit(event)} className="mt-4">
        <Label htmlFor={INPUT_ID}>Your postcode</Label>
        <div className="flex gap-2">
          <PostcodeInput
            id={INPUT_ID}
            {...form.register('postcode')}
            errorId={problem ? ERROR_ID : null}
          />
          <Button type="submit" className="min-w-24" disabled={check.isPending}>
            {check.isPending ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : null}
            {check.isPending ? 'Checking' : 'Check'}
          </Button>
        </div>
        <FieldError id={ERROR_ID}>{problem}</FieldError>
        {/* Always in the page, so screen readers hear the answer when it comes. */}
        <p
          role="status"
          data-testid="earliest-delivery"
          className="text-sm font-medium text-forest-800"
        >
          {promise ? (
            <span className="mt-2 flex items-center gap-1.5">
              <CalendarDays aria-hidden className="size-4 shrink-0" />
              {promise.message}
            </span>
          ) : null}
        </p>
      </ClientForm>
    </section>
  );
}
