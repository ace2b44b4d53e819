import { useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';

import * as endpoints from '#shared/api/top-up-offers-admin';
import type { EndpointInput } from '#shared/api/endpoint';
import type { TopUpOfferEntry } from '#shared/schemas/top-up-offers';
import { topUpOffersKey } from '#client/admin/api/top-up-offers.ts';
import { bindField } from '#client/admin/components/bind-field.ts';
import { useTopUpOffers } from '#client/admin/api/top-up-offers.ts';
import { Badge } from '#client/admin/components/badge.tsx';
import { ColumnHeads } from '#client/admin/components/column-heads.tsx';
import { denseTable } from '#client/admin/components/dense-table.ts';
import { formatDateTime, formatLongDate, formatPounds } from '#client/admin/components/format.ts';
import { LoadNotes } from '#client/admin/features/deliveries/load-notes.tsx';
import { fieldSelect } from '#client/admin/features/deliveries/field-select.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FormField, TextField, fieldControlProps } from '#client/components/ui/form-field.tsx';
import { Table, TableBody, TableRow } from '#client/components/ui/table.tsx';
import { cn } from '#client/lib/cn.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { serverFieldErrors, useEndpointForm } from '#client/lib/use-endpoint-form.ts';

const COLUMNS = ['Day', 'Round', 'Price', 'Each', 'Ends', 'Status', 'Sent', 'Accepted', 'Filled'];
const STATE_BADGES: Record<TopUpOfferEntry['state'], { label: string; tone?: 'success' }> = {
  waiting: { label: 'Not sent yet' },
  open: { label: 'Open', tone: 'success' },
  closed: { label: 'Ended' },
};

/**
 * Spare room on the coming lorry-days offered to the customers the round serves, at a price
 * of the business's choosing (decision 027), and how each offer was taken up.
 */
export function TopUpOffersSection() {
  const offers = useTopUpOffers();
  const queryClient = useQueryClient();
  const sending = useEndpointForm({
    endpoint: endpoints.createTopUpOffer,
    // The server checks the offer; the form only needs a lorry-day chosen (below).
    schema: () =>
      import('zod').then(({ z }) =>
        z.object({
          date: z.string(),
          pricePerTonne: z.string(),
          tonnes: z.string(),
          expiresAt: z.string(),
        }),
      ),
    defaultValues: { date: '', pricePerTonne: '', tonnes: '1', expiresAt: '' },
    request: ({
      date: day,
      tonnes,
      expiresAt,
      pricePerTonne,
    }): EndpointInput<typeof endpoints.createTopUpOffer> | false => {
      const [roundId, date] = fitsOne(day) ? day.split('|') : [];
      if (!roundId || !date) {
        form.setError('date', { message: 'Please choose a lorry-day.' }, { shouldFocus: true });
        return false;
      }
      return {
        body: {
          roundId: Number(roundId),
          date,
          pricePerTonne,
          tonnes: Number(tonnes),
          // The browser's local time is the business's: sent as an instant.
          ...(expiresAt ? { expiresAt: new Date(expiresAt).toISOString() } : {}),
        },
      };
    },
    success: (offer) => ({
      title: 'Offer made',
      description: offer.sentAt
        ? `Emailed to ${offer.sent} customers.`
        : `It goes out ${data?.sendDaysBefore ?? ''} days before the day.`,
    }),
    onSuccess: (_offer, { tonnes, expiresAt }) =>
      form.reset({ date: '', pricePerTonne: '', tonnes, expiresAt }),
    onError: (err) => {
      if (serverFieldErrors(err, Object.keys(form.getValues())).size === 0) {
        form.setError('date', { message: errorMessage(err, 'Failed to make the offer') });
      }
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: topUpOffersKey() }),
  });
  const { form } = sending;
  const errors = form.formState.errors;
  const data = offers.data;
  // Only the days with room for what each customer is offered; all while the tonnes are unset.
  const each = Number(useWatch({ control: form.control, name: 'tonnes' }));
  const fitting = (data?.spareDays ?? []).filter(
    (spare) => !(each > 0) || spare.spareTonnes >= each,
  );
  const fitsOne = (day: string): boolean =>
    fitting.some((spare) => `${spare.roundId}|${spare.date}` === day);

  return (
    <section aria-labelledby="top-up-heading" className="grid gap-3 print:hidden">
      <div>
        <h3 id="top-up-heading" className="text-lg font-bold text-stone-900">
          Top-up offers
        </h3>
        <p className="mt-0.5 text-sm text-stone-600">
          Offer a lorry-day&apos;s spare room to the customers on its round who agreed to offers and
          whose stores, by their own ordering rhythm, have room for the tonnes (a first order: four
          weeks old). Emails go {data ? `${data.sendDaysBefore} days` : 'some days'} before the day;
          first come, first served.
        </p>
      </div>
      <LoadNotes what="offers" error={offers.error} />
      {data ? (
        <form
          noValidate
          onSubmit={(event) => void sending.onSubmit(event)}
          aria-label="Make a top-up offer"
          className="grid items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.5fr_auto]"
        >
          <FormField
            id="top-up-day"
            label="Lorry-day with room"
            hint="Days a lorry already goes out on, with room for the tonnes each."
            error={errors.date?.message}
          >
            <select
              {...form.register('date')}
              {...fieldControlProps('top-up-day', { error: errors.date, hint: true })}
              className={fieldSelect}
            >
              <option value="">
                {fitting.length === 0 ? 'No lorry-day with room yet' : 'Choose a day'}
              </option>
              {fitting.map((spare) => (
                <option
                  key={`${spare.roundId}|${spare.date}`}
                  value={`${spare.roundId}|${spare.date}`}
                >
                  {formatLongDate(spare.date)} · {spare.roundName} · {spare.bookedTonnes} t booked,{' '}
                  {spare.spareTonnes} t spare
                </option>
              ))}
            </select>
          </FormField>
          <TextField
            id="top-up-price"
            label="Price per tonne (£, before VAT)"
            inputMode="decimal"
            autoComplete="off"
            {...bindField(form, 'pricePerTonne')}
          />
          <TextField
            id="top-up-tonnes"
            label="Tonnes each"
            type="number"
            min={1}
            max={50}
            step={0.5}
            {...bindField(form, 'tonnes')}
          />
          <TextField
            id="top-up-expires"
            label="Offer ends"
            marker="optional"
            type="datetime-local"
            hint="Blank: the start of the day two days before."
            {...bindField(form, 'expiresAt')}
          />
          <Button type="submit" className="lg:mt-7" disabled={sending.isPending}>
            {sending.isPending ? 'Offering...' : 'Make offer'}
          </Button>
        </form>
      ) : null}
      {data && data.offers.length > 0 ? (
        <Table label="Top-up offers" className={cn(denseTable, 'cards-on-phone')}>
          <ColumnHeads columns={COLUMNS} />
          <TableBody>
            {data.offers.map((offer) => (
              <TableRow key={offer.id}>
                <th scope="row" className="font-medium whitespace-nowrap">
                  {formatLongDate(offer.date)}
                </th>
                <td data-label="Round">{offer.roundName}</td>
                <td data-label="Price" className="tabular-nums">
                  {formatPounds(offer.pricePerTonne)}/t
                </td>
                <td data-label="Each" className="tabular-nums">
                  {offer.tonnes} t
                </td>
                <td data-label="Ends" className="whitespace-nowrap">
                  {formatDateTime(offer.expiresAt)}
                </td>
                <td data-label="Status">
                  <Badge tone={STATE_BADGES[offer.state].tone}>
                    {STATE_BADGES[offer.state].label}
                  </Badge>
                </td>
                <td data-label="Sent" className="tabular-nums">
                  {offer.sent}
                </td>
                <td data-label="Accepted" className="tabular-nums">
                  {offer.accepted}
                </td>
                <td data-label="Filled" className="tabular-nums">
                  {offer.tonnesFilled} t
                </td>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
