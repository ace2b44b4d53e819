import { z } from 'zod';
import { MAX_RECORD_ID, singleLine } from './fields.ts';

// The back office's delivery rounds and closed days. These schemas check the shape only; what
// makes a round sound (real postcode areas, weekdays 1-7, capacity above 0, no overlap with
// another round) is roundProblems in #domain/delivery-rounds, run by the server's service.

/** The depot a round sets out from when the back office names none. */
export const DEFAULT_DEPOT = 'Scunthorpe';

const NAME_MESSAGE = 'Round name must be a single line of at most 80 characters';
const DEPOT_MESSAGE = 'Depot must be a single line of at most 80 characters';
const AREAS_MESSAGE = 'Areas must be a list of postcode areas or districts, such as DN or DN15';
const WEEKDAYS_MESSAGE = 'Weekdays must be a list of day numbers, 1 for Monday to 7 for Sunday';
const CAPACITY_MESSAGE = 'Capacity must be a number of tonnes, to one decimal place';
const LORRIES_MESSAGE = 'Lorries must be a whole number, at most 99';

/** " dn 15" -> "DN15": stored as compared (upper case, no spaces); blanks are dropped. */
const areasField = z
  .array(z.string({ error: AREAS_MESSAGE }).max(10, AREAS_MESSAGE), { error: AREAS_MESSAGE })
  .max(200, 'A round may list at most 200 areas')
  .transform((areas) =>
    areas.map((area) => area.replace(/\s+/g, '').toUpperCase()).filter((area) => area !== ''),
  );

/** Tenths of a tonne are what the column keeps: 27.55 would be stored as another number. */
const inTenths = (tonnes: number) => Math.abs(tonnes * 10 - Math.round(tonnes * 10)) < 1e-9;

/** POST and PUT: a whole round, as the back office's form sends it. */
export const DeliveryRoundInputSchema = z
  .object({
    name: singleLine(NAME_MESSAGE).max(80, NAME_MESSAGE),
    depot: singleLine(DEPOT_MESSAGE).max(80, DEPOT_MESSAGE).default(DEFAULT_DEPOT),
    areas: areasField,
    weekdays: z
      .array(z.number({ error: WEEKDAYS_MESSAGE }).int(WEEKDAYS_MESSAGE), {
        error: WEEKDAYS_MESSAGE,
      })
      .max(7, WEEKDAYS_MESSAGE),
    capacityTonnes: z
      .number({ error: CAPACITY_MESSAGE })
      .max(999, CAPACITY_MESSAGE)
      .refine(inTenths, CAPACITY_MESSAGE),
    lorries: z.number({ error: LORRIES_MESSAGE }).int(LORRIES_MESSAGE).max(99, LORRIES_MESSAGE),
    enabled: z.boolean({ error: 'Enabled must be true or false' }).default(true),
  })
  .strict();
export type DeliveryRoundInput = z.input<typeof DeliveryRoundInputSchema>;
export type DeliveryRoundValues = z.output<typeof DeliveryRoundInputSchema>;

export const DeliveryRoundSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  depot: z.string(),
  areas: z.array(z.string()),
  /** 1 = Monday ... 7 = Sunday */
  weekdays: z.array(z.number().int()),
  capacityTonnes: z.number(),
  lorries: z.number().int(),
  enabled: z.boolean(),
});
export type DeliveryRoundEntry = z.infer<typeof DeliveryRoundSchema>;

const CLOSED_DATE_MESSAGE = 'Please give the closed day as a date (YYYY-MM-DD)';
const REASON_MESSAGE = 'Reason must be a single line of at most 200 characters';
const ROUND_ID_MESSAGE = 'Round must be a round number, or none for every round';

/** A day a round (or, with roundId null, every round) does not run. */
export const ClosedDayInputSchema = z
  .object({
    date: z.iso.date({ error: CLOSED_DATE_MESSAGE }),
    roundId: z
      .number({ error: ROUND_ID_MESSAGE })
      .int(ROUND_ID_MESSAGE)
      .min(1, ROUND_ID_MESSAGE)
      .max(MAX_RECORD_ID, ROUND_ID_MESSAGE)
      .nullable()
      .default(null),
    reason: singleLine(REASON_MESSAGE).max(200, REASON_MESSAGE).default(''),
  })
  .strict();
export type ClosedDayInput = z.input<typeof ClosedDayInputSchema>;
export type ClosedDayValues = z.output<typeof ClosedDayInputSchema>;

export const ClosedDaySchema = z.object({
  id: z.number().int(),
  date: z.iso.date(),
  roundId: z.number().int().nullable(),
  reason: z.string(),
});
export type ClosedDayEntry = z.infer<typeof ClosedDaySchema>;

/** GET: every round, by name, and every closed day, by date. */
export const DeliveryRoundsSchema = z.object({
  rounds: z.array(DeliveryRoundSchema),
  closedDays: z.array(ClosedDaySchema),
});
export type DeliveryRounds = z.infer<typeof DeliveryRoundsSchema>;

/** What a deletion answers: what it did, in a sentence for the back office's toast. */
export const DeliveryRemovedSchema = z.object({ message: z.string() });
