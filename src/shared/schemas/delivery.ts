import { z } from 'zod';
import {
  DELIVERY_FORMS,
  HOSE_MAX_METRES,
  ACCESS_NOTES_MAX,
  FAILURE_REASON_MAX,
  EARLY_REASON_MIN,
  EARLY_REASON_MAX,
  EARLY_REASON_MESSAGE,
  HOSE_TOO_LONG,
  HOSE_ONLY_WHEN_BLOWN,
  LORRY_LIMITS,
} from '../delivery-options.ts';
import { DELIVERY_SLOTS, DELIVERY_STATUSES } from '#domain/delivery-status';
import { isValidQuantity } from '#domain/quantity';
import { ORDER_IDS_MESSAGE, clearableText, recordId, requiredText, singleLine } from './fields.ts';

// Delivery details given at checkout, and the back office's delivery planning.

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, message);

/** Checkout's delivery details: every field optional, blank means 'not said'. */
export const DeliveryDetailsSchema = z
  .object({
    form: z.enum(DELIVERY_FORMS, { error: 'Choose blown or bagged' }).nullish(),
    lorryLimit: z
      .enum(LORRY_LIMITS, { error: 'Choose the largest lorry that can reach you' })
      .nullish(),
    hoseMetres: z
      .number({ error: 'Hose distance must be a whole number of metres' })
      .int('Hose distance must be a whole number of metres')
      .min(1, 'Hose distance must be at least 1 m')
      .max(HOSE_MAX_METRES, HOSE_TOO_LONG)
      .nullish(),
    earliestDate: isoDate('Choose a delivery date from the calendar').nullish(),
    /** A day on the lorry's round, booked with the order; only where a round serves. */
    bookedDate: isoDate('Choose a delivery day from the list').nullish(),
    accessNotes: clearableText(ACCESS_NOTES_MAX, 'multi'),
  })
  .strict()
  .refine((details) => details.hoseMetres == null || details.form === 'blown', {
    message: HOSE_ONLY_WHEN_BLOWN,
    path: ['hoseMetres'],
  })
  .transform((details) => ({
    form: details.form ?? null,
    lorryLimit: details.lorryLimit ?? null,
    hoseMetres: details.hoseMetres ?? null,
    earliestDate: details.earliestDate ?? null,
    bookedDate: details.bookedDate ?? null,
    accessNotes: details.accessNotes,
  }));
export type DeliveryDetailsInput = z.input<typeof DeliveryDetailsSchema>;
export type DeliveryDetails = z.output<typeof DeliveryDetailsSchema>;

/** The delivery of an order as the customer and the back office see it. */
export const OrderDeliverySchema = z.object({
  form: z.enum(DELIVERY_FORMS).nullable(),
  lorryLimit: z.enum(LORRY_LIMITS).nullable(),
  hoseMetres: z.number().int().nullable(),
  earliestDate: z.string().nullable(),
  /** The day booked on a round (at checkout, or moved by the business); null when none. */
  bookedDate: z.string().nullable(),
  accessNotes: z.string().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  date: z.string().nullable(),
  slot: z.enum(DELIVERY_SLOTS).nullable(),
  failureReason: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof OrderDeliverySchema>;

const TONNES_MESSAGE = 'Quantity must be 1 to 50 tonnes in steps of 0.5';
/** An order's tonnes as a query or body gives them (text in a query). */
export const orderTonnes = z.coerce
  .number({ error: TONNES_MESSAGE })
  .refine(isValidQuantity, TONNES_MESSAGE);

/** The dates checkout's picker offers. */
export const DeliveryDatesQuerySchema = z.object({
  postcode: requiredText('Please enter a valid postcode', 5, 10),
  tonnes: orderTonnes.optional(),
});

/** A day a round runs to the postcode; full when the order's tonnes no longer fit on it. */
export const BookableDaySchema = z.object({ date: z.string(), full: z.boolean() });
export type BookableDay = z.infer<typeof BookableDaySchema>;

export const DeliveryDatesSchema = z.object({
  /** Working days the customer may give as their earliest date, where no round serves. */
  dates: z.array(z.string()),
  /**
   * Where a round serves the postcode: its days over the weeks ahead, one of which the
   * customer books with the order; null where none does (the business arranges the day).
   */
  days: z.array(BookableDaySchema).nullable(),
  /** "Earliest delivery: Tuesday 8 December", or why there is no day to book. */
  promise: z.string(),
});
export type DeliveryDates = z.infer<typeof DeliveryDatesSchema>;

/** When deliveries happen, as the settings and the rounds have it (#shared/delivery-terms). */
export const DeliveryTermsSchema = z.object({
  /** Working days from an order to the first day it can be delivered (Settings). */
  leadWorkingDays: z.number().int(),
  /** Whether any round runs: where one runs to a postcode, checkout books its day. */
  roundsBookDays: z.boolean(),
});
export type DeliveryTerms = z.infer<typeof DeliveryTermsSchema>;

/** The price check's word on delivery: the earliest day for the postcode and tonnes. */
export const DeliveryPromiseSchema = z.object({
  /** YYYY-MM-DD, or null when no round can take the order (message says why). */
  earliestDate: z.string().nullable(),
  message: z.string(),
});
export type DeliveryPromise = z.infer<typeof DeliveryPromiseSchema>;

/** The last delivery details a signed-in customer gave, offered again at checkout. */
export const SavedDeliveryDetailsSchema = z.object({
  form: z.enum(DELIVERY_FORMS).nullable(),
  lorryLimit: z.enum(LORRY_LIMITS).nullable(),
  hoseMetres: z.number().int().nullable(),
  accessNotes: z.string().nullable(),
});
export type SavedDeliveryDetails = z.infer<typeof SavedDeliveryDetailsSchema>;

// ---- Back office ----

const deliveryDate = isoDate('Choose a valid delivery date');

/** The business moves the day booked on the round. */
export const MoveBookedDaySchema = z.object({ date: deliveryDate }).strict();
export type MoveBookedDay = z.infer<typeof MoveBookedDaySchema>;
const slot = z.enum(DELIVERY_SLOTS, { error: 'Choose a morning or afternoon slot' });
/**
 * Why the business delivers on a day the customer did not ask for ("Customer rang: Wednesday
 * suits"): before their earliest date, or off the day they booked on a round. Needed only for
 * those orders (dayDeparture in #domain/delivery-constraints).
 */
const earlyReason = singleLine(EARLY_REASON_MESSAGE)
  .min(EARLY_REASON_MIN, EARLY_REASON_MESSAGE)
  .max(EARLY_REASON_MAX, EARLY_REASON_MESSAGE)
  .optional();
/** One action schedules at most this many orders (a few days' lorry runs). */
export const MAX_ORDERS_PER_SCHEDULE = 500;

/** These confirmed orders go out on `date` in `slot`. */
export const ScheduleDeliveriesSchema = z
  .object({
    orderIds: z
      .array(recordId(ORDER_IDS_MESSAGE), { error: 'Choose the orders to schedule' })
      .min(1, 'Choose at least one order')
      .max(MAX_ORDERS_PER_SCHEDULE, `Schedule at most ${MAX_ORDERS_PER_SCHEDULE} orders at once`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each order may appear only once'),
    date: deliveryDate,
    slot,
    earlyReason,
  })
  .strict();
export type ScheduleDeliveriesRequest = z.input<typeof ScheduleDeliveriesSchema>;
export type ScheduleDeliveries = z.output<typeof ScheduleDeliveriesSchema>;

/** The delivery's next status, with what that status needs. */
export const DeliveryStatusUpdateSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('to_be_scheduled') }).strict(),
    z.object({ status: z.literal('scheduled'), date: deliveryDate, slot, earlyReason }).strict(),
    z.object({ status: z.literal('out_for_delivery') }).strict(),
    z.object({ status: z.literal('delivered') }).strict(),
    z
      .object({
        status: z.literal('failed'),
        reason: requiredText('Say why the delivery failed', 1, FAILURE_REASON_MAX),
      })
      .strict(),
  ],
  { error: 'Choose a delivery status' },
);
export type DeliveryStatusUpdateRequest = z.input<typeof DeliveryStatusUpdateSchema>;
export type DeliveryStatusUpdate = z.output<typeof DeliveryStatusUpdateSchema>;

/** Filters of the planning board (and of a day's drops). */
export const DeliveriesQuerySchema = z.object({
  region: singleLine().max(100, 'Unknown region').optional(),
  form: z.enum(DELIVERY_FORMS, { error: 'Form must be blown or bagged' }).optional(),
});
export type DeliveriesQuery = z.output<typeof DeliveriesQuerySchema>;

/** The board's name for the orders that have no delivery date yet. */
export const UNSCHEDULED = 'unscheduled';

/** The drops of one day (or of one postcode area that day). */
export const DeliveryDropsQuerySchema = DeliveriesQuerySchema.extend({
  date: z.union([z.literal(UNSCHEDULED), deliveryDate], {
    error: `Choose a delivery date, or ${UNSCHEDULED}`,
  }),
  area: z
    .string({ error: 'Unknown postcode area' })
    .min(1, 'Unknown postcode area')
    .max(2, 'Unknown postcode area')
    .optional(),
});
export type DeliveryDropsQuery = z.output<typeof DeliveryDropsQuerySchema>;

/** One drop on a lorry run: what the driver and the planner need. */
export const DeliveryStopSchema = z.object({
  orderId: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  phone: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  region: z.string(),
  quantity: z.number(),
  delivery: OrderDeliverySchema,
  /** Why the business delivers before the customer's earliest date; null when it does not. */
  earlyReason: z.string().nullable(),
  /** The order's tonnes beyond one load of the customer's largest lorry; null when it fits. */
  overLorryLimit: z.object({ payloadTonnes: z.number(), overByTonnes: z.number() }).nullable(),
  /** Pounds the driver collects: the ledger's balance due, "0.00" once the order is paid. */
  toCollect: z.string(),
});
export type DeliveryStop = z.infer<typeof DeliveryStopSchema>;

/** A day's (or a day and area's) drops, by postcode area then postcode. */
export const DeliveryDropsSchema = z.object({ drops: z.array(DeliveryStopSchema) });
export type DeliveryDrops = z.infer<typeof DeliveryDropsSchema>;

export const DeliveryAreaSummarySchema = z.object({
  area: z.string(),
  drops: z.number().int(),
  tonnes: z.number(),
});
export type DeliveryAreaSummary = z.infer<typeof DeliveryAreaSummarySchema>;

/** A delivery date (null: still to be scheduled) with its drops and tonnes by postcode area. */
export const DeliveryDaySummarySchema = z.object({
  date: z.string().nullable(),
  drops: z.number().int(),
  tonnes: z.number(),
  overCapacity: z.boolean(),
  areas: z.array(DeliveryAreaSummarySchema),
});
export type DeliveryDaySummary = z.infer<typeof DeliveryDaySummarySchema>;

/** The board: totals only; a day's drops are asked for when it is opened. */
export const DeliveriesBoardSchema = z.object({
  capacityTonnes: z.number(),
  days: z.array(DeliveryDaySummarySchema),
});
export type DeliveriesBoard = z.infer<typeof DeliveriesBoardSchema>;
