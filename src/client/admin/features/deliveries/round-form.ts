import { z } from 'zod';

import { DEFAULT_DEPOT, type DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';
import { DEFAULT_LORRY_CAPACITY_TONNES } from '#shared/schemas/settings';

/** 1 = Monday ... 7 = Sunday, as the server stores them. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
] as const;

/** "Mon, Wed" for the table. */
export const weekdaysText = (weekdays: readonly number[]) =>
  WEEKDAYS.filter(({ day }) => weekdays.includes(day))
    .map(({ short }) => short)
    .join(', ');

const number = (message: string) =>
  z
    .string()
    .trim()
    .min(1, message)
    .transform(Number)
    .refine((value) => Number.isFinite(value), message);

/**
 * The form checks only what it must to send a request; the rules of a round (real areas,
 * capacity above 0, no overlap with another round) are the server's, and its 400 puts each
 * problem beside its field.
 */
export const RoundFormSchema = z.object({
  name: z.string().trim().min(1, 'Please give the round a name.'),
  depot: z.string().trim().min(1, 'Please say which depot the round sets out from.'),
  /** "DN, DN15 HU": commas or spaces between them. */
  areas: z
    .string()
    .transform((text) => text.split(/[\s,;]+/).filter((area) => area !== ''))
    .refine((areas) => areas.length > 0, 'Please list at least one postcode area or district.'),
  // Checkboxes of one name give their values as text; none ticked gives false.
  weekdays: z
    .union([z.array(z.string()), z.string(), z.literal(false)])
    .transform((value) => (value === false ? [] : [value].flat().map(Number)))
    .refine((days) => days.length > 0, 'Please choose at least one weekday.'),
  capacityTonnes: number('Capacity must be a number of tonnes.'),
  lorries: number('Lorries must be a whole number, at least 1.'),
  enabled: z.boolean(),
});

export function roundFormDefaults(
  round: DeliveryRoundEntry | null,
): z.input<typeof RoundFormSchema> {
  return round
    ? {
        name: round.name,
        depot: round.depot,
        areas: round.areas.join(', '),
        weekdays: round.weekdays.map(String),
        capacityTonnes: String(round.capacityTonnes),
        lorries: String(round.lorries),
        enabled: round.enabled,
      }
    : {
        name: '',
        depot: DEFAULT_DEPOT,
        areas: '',
        weekdays: [],
        capacityTonnes: String(DEFAULT_LORRY_CAPACITY_TONNES),
        lorries: '1',
        enabled: true,
      };
}
