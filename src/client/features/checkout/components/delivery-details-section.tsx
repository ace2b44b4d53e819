import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';

import { isValidPostcode, normalisePostcode } from '#domain/postcode';
import { formatDeliveryDate } from '#shared/delivery-format';
import {
  ACCESS_NOTES_MAX,
  DELIVERY_FORM_LABELS,
  DELIVERY_FORMS,
  HOSE_MAX_METRES,
  HOSE_WARNING_METRES,
  LORRY_LIMIT_LABELS,
  LORRY_LIMITS,
} from '#shared/schemas/delivery';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useDeliveryDates } from '#client/features/checkout/api/get-delivery-dates.ts';
import { useSavedDeliveryDetails } from '#client/features/checkout/api/get-saved-delivery-details.ts';
import { FormSection } from '#client/features/checkout/components/form-section.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { savedDeliveryFields } from '#client/features/checkout/delivery-details.ts';
import { useCheckoutForm } from '#client/features/checkout/use-checkout-form.ts';

const selectClass =
  'block h-12 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs hover:border-stone-400 focus-visible:border-forest-600 aria-invalid:border-red-600';

/** How the lorry can reach the customer: all optional, each choice explained. */
export function DeliveryDetailsSection({ signedIn }: { signedIn: boolean }) {
  const { form, field } = useCheckoutForm();
  const { errors } = form.formState;
  const [deliveryForm, hose, postcode, notes] = useWatch({
    control: form.control,
    name: ['deliveryForm', 'hoseMetres', 'postcode', 'accessNotes'],
  });
  useOfferLastDetails(signedIn);
  const hoseMetres = Number(hose);
  const longHose = hoseMetres > HOSE_WARNING_METRES && hoseMetres <= HOSE_MAX_METRES;

  return (
    <FormSection
      title="Delivery Details"
      description="Optional, but it helps us send the right lorry and saves a phone call."
    >
      <div className="grid gap-5">
        <fieldset aria-describedby={errors.deliveryForm ? 'deliveryForm-error' : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-stone-800">
            How should the pellets arrive?
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {DELIVERY_FORMS.map((option) => (
              <label
                key={option}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3.5 has-[:checked]:border-forest-600 has-[:checked]:bg-forest-50"
              >
                <input
                  type="radio"
                  value={option}
                  className="size-4 accent-forest-700"
                  {...form.register('deliveryForm')}
                />
                {DELIVERY_FORM_LABELS[option]}
              </label>
            ))}
          </div>
          <FieldError id="deliveryForm-error">{errors.deliveryForm?.message}</FieldError>
        </fieldset>

        <div>
          <Label htmlFor="lorryLimit">Largest lorry that can reach the drop point</Label>
          <select id="lorryLimit" className={selectClass} {...form.register('lorryLimit')}>
            <option value="">Not sure</option>
            {LORRY_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {LORRY_LIMIT_LABELS[limit]}
              </option>
            ))}
          </select>
        </div>

        {deliveryForm === 'blown' ? (
          <div>
            <TextField
              {...field('hoseMetres')}
              label="Hose distance from where the lorry stops to the store's inlet (metres)"
              marker="optional"
              type="number"
              inputMode="numeric"
              min={1}
              max={HOSE_MAX_METRES}
              step={1}
              hint={`Up to ${HOSE_WARNING_METRES} m is standard; we cannot blow further than ${HOSE_MAX_METRES} m.`}
            />
            {longHose ? (
              <p role="status" className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                Over {HOSE_WARNING_METRES} m the pellets can break up. We will call you to plan the
                drop point before we deliver.
              </p>
            ) : null}
          </div>
        ) : null}

        <EarliestDateField postcode={postcode} />

        <div>
          <Label htmlFor="accessNotes">
            Access notes <span className="font-normal text-stone-500">(optional)</span>
          </Label>
          <Textarea
            id="accessNotes"
            rows={3}
            maxLength={ACCESS_NOTES_MAX}
            className="min-h-24"
            placeholder="Narrow lane, gate code, where the store is..."
            aria-describedby="accessNotes-count"
            aria-invalid={errors.accessNotes ? true : undefined}
            {...form.register('accessNotes')}
          />
          <p id="accessNotes-count" className="mt-1.5 text-sm text-stone-500">
            {notes.length} of {ACCESS_NOTES_MAX} characters
          </p>
          <FieldError>{errors.accessNotes?.message}</FieldError>
        </div>
      </div>
    </FormSection>
  );
}

/** The working days on offer where the lorry goes: known once the postcode is. */
function EarliestDateField({ postcode }: { postcode: string }) {
  const { form } = useCheckoutForm();
  const valid = isValidPostcode(postcode) ? normalisePostcode(postcode) : null;
  const dates = useDeliveryDates(valid);
  const error = form.formState.errors.earliestDate?.message;
  const hint = valid
    ? 'Working days only: no weekends or bank holidays where you are.'
    : 'Enter your delivery postcode first: the dates depend on where you are.';
  return (
    <div>
      <Label htmlFor="earliestDate">
        Earliest date you can take delivery{' '}
        <span className="font-normal text-stone-500">(optional)</span>
      </Label>
      <select
        id="earliestDate"
        className={selectClass}
        disabled={!dates.data}
        aria-busy={dates.isFetching}
        aria-describedby="earliestDate-hint"
        aria-invalid={error ? true : undefined}
        {...form.register('earliestDate')}
      >
        <option value="">{dates.isFetching ? 'Loading dates...' : 'Any working day'}</option>
        {dates.data?.dates.map((date) => (
          <option key={date} value={date}>
            {formatDeliveryDate(date)}
          </option>
        ))}
      </select>
      <p id="earliestDate-hint" className="mt-1.5 text-sm text-stone-500">
        {dates.isError ? 'We could not load the dates: leave it blank and we will call.' : hint}
      </p>
      <FieldError>{error}</FieldError>
    </div>
  );
}

/** A returning customer's last delivery details fill the untouched fields once. */
function useOfferLastDetails(signedIn: boolean) {
  const { form } = useCheckoutForm();
  const saved = useSavedDeliveryDetails(signedIn);
  const details = saved.data?.details;
  useEffect(() => {
    if (!details) return;
    for (const [name, value] of Object.entries(savedDeliveryFields(details))) {
      const key = name as keyof ReturnType<typeof savedDeliveryFields>;
      if (!form.getFieldState(key).isDirty && !form.getValues(key)) form.setValue(key, value);
    }
  }, [details, form]);
}
