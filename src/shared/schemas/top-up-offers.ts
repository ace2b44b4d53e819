import { z } from 'zod';
import { isValidQuantity } from '#domain/quantity';
import { MAX_RECORD_ID } from './fields.ts';

const ROUND_MESSAGE = 'Please choose a lorry-day';
const DATE_MESSAGE = 'Please give the lorry-day as a date (YYYY-MM-DD)';
const PRICE_MESSAGE = 'Price per tonne must be an amount in pounds above £0, such as 265.00';
const TONNES_MESSAGE = 'Tonnes offered must be 1 to 50 tonnes in steps of 0.5';
const EXPIRY_MESSAGE = 'Expiry must be a date and time, such as 2026-12-07T00:00:00Z';

/** The business offers a lorry-day's spare room at its own price (decision 027). */
export const TopUpOfferInputSchema = z
  .object({
    roundId: z
      .number({ error: ROUND_MESSAGE })
      .int(ROUND_MESSAGE)
      .min(1, ROUND_MESSAGE)
      .max(MAX_RECORD_ID, ROUND_MESSAGE),
    date: z.iso.date({ error: DATE_MESSAGE }),
    /** Pounds per tonne before VAT, as typed: "265" or "265.50". */
    pricePerTonne: z
      .string({ error: PRICE_MESSAGE })
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, PRICE_MESSAGE)
      .refine((pounds) => Number(pounds) > 0, PRICE_MESSAGE),
    /** What each customer may accept. */
    tonnes: z.number({ error: TONNES_MESSAGE }).refine(isValidQuantity, TONNES_MESSAGE),
    /** Default: the start of the day two days before the lorry-day (UK time). */
    expiresAt: z.iso.datetime({ offset: true, error: EXPIRY_MESSAGE }).optional(),
  })
  .strict();
export type TopUpOfferInput = z.input<typeof TopUpOfferInputSchema>;
export type TopUpOfferValues = z.output<typeof TopUpOfferInputSchema>;

export const SpareLorryDaySchema = z.object({
  roundId: z.number().int(),
  roundName: z.string(),
  date: z.iso.date(),
  capacityTonnes: z.number(),
  bookedTonnes: z.number(),
  spareTonnes: z.number(),
});
export type SpareLorryDayEntry = z.infer<typeof SpareLorryDaySchema>;

/** Waiting: its emails are not due yet; open: sent and not expired; closed: past its expiry. */
export const TOP_UP_OFFER_STATES = ['waiting', 'open', 'closed'] as const;

export const TopUpOfferSchema = z.object({
  id: z.number().int(),
  roundId: z.number().int(),
  roundName: z.string(),
  date: z.iso.date(),
  /** Pounds per tonne before VAT, two decimals. */
  pricePerTonne: z.string(),
  tonnes: z.number(),
  expiresAt: z.string(),
  sentAt: z.string().nullable(),
  state: z.enum(TOP_UP_OFFER_STATES),
  /** Customers emailed. */
  sent: z.number().int(),
  /** Customers who accepted, with orders not cancelled since. */
  accepted: z.number().int(),
  tonnesFilled: z.number(),
});
export type TopUpOfferEntry = z.infer<typeof TopUpOfferSchema>;

export const TopUpOffersSchema = z.object({
  /** Lorry-days in the coming fortnight with room left. */
  spareDays: z.array(SpareLorryDaySchema),
  offers: z.array(TopUpOfferSchema),
  /** The setting: emails go this many days before the day. */
  sendDaysBefore: z.number().int(),
});
export type TopUpOffers = z.infer<typeof TopUpOffersSchema>;
