import { CalendarDays } from 'lucide-react';

import { DEFAULT_TONNES } from '#domain/quantity';
import { validatePostcode } from '#shared/api/regions';
import type { PostcodeValidationResult } from '#shared/schemas/regions';
import { ClientForm } from '#client/components/ui/client-form.tsx';
import { PostcodeCheckField } from '#client/features/pricing/components/postcode-check-field.tsx';
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
        <PostcodeCheckField
          id={INPUT_ID}
          label="Your postcode"
          {...form.register('postcode')}
          error={problem}
          pending={check.isPending}
        />
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
