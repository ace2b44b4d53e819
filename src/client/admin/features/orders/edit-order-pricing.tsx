import { Controller, useFormContext, useWatch } from 'react-hook-form';

import { formatGBP, parsePounds } from '#domain/money';
import type { OrderEditPreview } from '#shared/schemas/order-edit';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { TextField } from '#client/components/ui/form-field.tsx';
import { Label } from '#client/components/ui/label.tsx';
import type { OrderFormInput } from '#client/admin/features/orders/order-form-schema.ts';

type Repricing = NonNullable<OrderEditPreview['repricing']>;

const pounds = (amount: string) => formatGBP(parsePounds(amount));

/** "bulk price for 8 tonnes", or "customer's custom price". */
function priceName(repricing: Repricing, quantity: number): string {
  if (repricing.source === 'custom') return "customer's custom price";
  return `${repricing.tier} price for ${quantity} ${quantity === 1 ? 'tonne' : 'tonnes'}`;
}

/** The old and the new unit price, and the choice to keep the old one with a reason. */
function NewUnitPrice({ repricing, quantity }: { repricing: Repricing; quantity: number }) {
  const { control, register, formState } = useFormContext<OrderFormInput>();
  const keep = useWatch({ control, name: 'keepOldPrice' });
  return (
    <div className="grid gap-3">
      <dl
        data-testid="order-edit-unit-price"
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm"
      >
        <dt className="text-stone-600">Old price</dt>
        <dd className="font-semibold text-stone-900 tabular-nums">
          {pounds(repricing.oldUnitPrice)}
        </dd>
        <dt className="text-stone-600">New price</dt>
        <dd className="font-semibold text-stone-900 tabular-nums">
          {pounds(repricing.newUnitPrice)}{' '}
          <span className="font-normal text-stone-600">({priceName(repricing, quantity)})</span>
        </dd>
      </dl>
      <div className="flex items-start gap-2">
        <Controller
          control={control}
          name="keepOldPrice"
          shouldUnregister
          render={({ field }) => (
            <Checkbox
              id="order-keepOldPrice"
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
          )}
        />
        <Label htmlFor="order-keepOldPrice" className="font-normal">
          Keep the old price ({pounds(repricing.oldUnitPrice)} a tonne)
        </Label>
      </div>
      {keep ? (
        <TextField
          id="order-keepPriceReason"
          label="Reason for keeping the old price"
          marker="required"
          maxLength={200}
          autoComplete="off"
          registration={register('keepPriceReason', { shouldUnregister: true })}
          error={formState.errors.keepPriceReason?.message}
          hint="Kept in the audit log: please leave out names and contact details."
        />
      ) : null}
    </div>
  );
}

/**
 * The order's price as saving would store it, from the server's preview: the unit price (old
 * and new when a new quantity or region changes it), and the total with its VAT.
 */
export function EditOrderPricing({
  currentUnitPrice,
  preview,
  settling,
}: {
  currentUnitPrice: string;
  preview: OrderEditPreview | undefined;
  settling: boolean;
}) {
  const repricing = preview?.repricing ?? null;
  const changes = repricing !== null && repricing.oldUnitPrice !== repricing.newUnitPrice;
  const figures = preview?.figures;
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2" aria-busy={settling}>
      <div>
        <p className="text-sm font-semibold text-stone-800">Unit price (£ per tonne, ex VAT)</p>
        <p className="mb-1.5 text-xs text-stone-500">
          Set by the region&apos;s prices or the customer&apos;s custom price, as at checkout.
        </p>
        {changes ? (
          <NewUnitPrice repricing={repricing} quantity={figures?.quantity ?? 0} />
        ) : (
          <p
            data-testid="order-edit-unit-price"
            className="text-lg font-semibold text-stone-900 tabular-nums"
          >
            {pounds(figures?.unitPrice ?? currentUnitPrice)}
          </p>
        )}
      </div>
      <div>
        <p id="order-total-label" className="mb-1.5 text-sm font-semibold text-stone-800">
          Total price (£ inc VAT)
        </p>
        <output
          aria-labelledby="order-total-label"
          aria-live="polite"
          data-testid="order-edit-total"
          className="block text-lg font-semibold text-stone-900 tabular-nums"
        >
          {figures ? pounds(figures.totalPrice) : '–'}
        </output>
        <p className="mt-1 text-xs text-stone-500">
          {figures
            ? `Net ${pounds(figures.netAmount)} + VAT at ${figures.vatRate}% ${pounds(figures.vatAmount)}`
            : 'Worked out by the shop once the form is complete.'}
        </p>
      </div>
    </div>
  );
}
