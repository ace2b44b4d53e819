import { z } from 'zod';
import { DELIVERED_WEIGHT_MESSAGES } from '#domain/delivered-billing';
import {
  DELIVERY_OUTCOMES,
  DELIVERY_PROOFS,
  MAX_PROOF_BYTES,
  NOT_DELIVERED_REASONS,
} from '#domain/delivery-proof';
import { singleLine } from './fields.ts';

/** A base64 image of at most 2 MB, with or without its data-URL prefix: 4 characters per 3 bytes. */
const MAX_IMAGE_CHARS = Math.ceil(MAX_PROOF_BYTES / 3) * 4 + 64;

export const DELIVERY_OUTCOME_MESSAGES = {
  ticket: 'Enter the weigh-loader ticket number (at most 40 characters)',
  time: 'Enter when the drop was made, as a date and time',
  image: 'Attach the signature or photo as a base64 image',
  imageTooLarge: 'The signature or photo must be 2 MB or smaller',
  proof: "Choose the customer's signature or 'left as agreed' with a photo",
  reason: 'Choose why the drop could not be made: no access, nobody in, store full or other',
  reasonNote: 'Say what happened in at most 500 characters',
  otherNeedsNote: "Say what happened when the reason is 'other'",
} as const;

const ticketNumber = singleLine(DELIVERY_OUTCOME_MESSAGES.ticket)
  .min(1, DELIVERY_OUTCOME_MESSAGES.ticket)
  .max(40, DELIVERY_OUTCOME_MESSAGES.ticket);

/** Tonnes to two decimals, as the weigh-loader prints them; range checks are the server's. */
const deliveredTonnes = z
  .number({ error: DELIVERED_WEIGHT_MESSAGES.twoDecimals })
  .finite(DELIVERED_WEIGHT_MESSAGES.twoDecimals)
  .refine(
    (t) => Math.abs(t * 100 - Math.round(t * 100)) < 1e-6,
    DELIVERED_WEIGHT_MESSAGES.twoDecimals,
  );

const occurredAt = z.iso.datetime({ offset: true, error: DELIVERY_OUTCOME_MESSAGES.time });

const image = z
  .string({ error: DELIVERY_OUTCOME_MESSAGES.image })
  .min(1, DELIVERY_OUTCOME_MESSAGES.image)
  .max(MAX_IMAGE_CHARS, DELIVERY_OUTCOME_MESSAGES.imageTooLarge);

/** 'Delivered': the ticket's weight, number and time, and the signature or the photo. */
export const RecordDeliveredSchema = z
  .object({
    deliveredTonnes,
    ticketNumber,
    deliveredAt: occurredAt,
    proof: z.enum(DELIVERY_PROOFS, { error: DELIVERY_OUTCOME_MESSAGES.proof }),
    /** The signature drawn on the screen, or the photo: PNG, JPEG or WebP, base64. */
    image,
    /** The office confirms a weight more than double the order (a slip is likelier). */
    confirmLargeWeight: z.boolean().optional(),
  })
  .strict();
export type RecordDelivered = z.infer<typeof RecordDeliveredSchema>;

/** 'Not delivered': why, and whether the aborted-delivery charge applies. */
export const RecordNotDeliveredSchema = z
  .object({
    reason: z.enum(NOT_DELIVERED_REASONS, { error: DELIVERY_OUTCOME_MESSAGES.reason }),
    note: singleLine(DELIVERY_OUTCOME_MESSAGES.reasonNote)
      .max(500, DELIVERY_OUTCOME_MESSAGES.reasonNote)
      .optional(),
    at: occurredAt,
    chargeApplies: z.boolean({ error: 'Say whether the aborted-delivery charge applies' }),
  })
  .strict()
  .refine((body) => body.reason !== 'other' || Boolean(body.note), {
    message: DELIVERY_OUTCOME_MESSAGES.otherNeedsNote,
    path: ['note'],
  });
export type RecordNotDelivered = z.infer<typeof RecordNotDeliveredSchema>;

/** The order's bill after the drop, when it changed. */
export const RebilledSchema = z.object({
  tonnes: z.string(),
  vatAmount: z.string(),
  totalPrice: z.string(),
});

/** How a drop was closed, as the back office and the driver's phone read it back. */
export const DeliveryOutcomeSchema = z.object({
  orderId: z.number().int(),
  outcome: z.enum(DELIVERY_OUTCOMES),
  at: z.iso.datetime(),
  /** Tonnes to two decimals, as text ("9.37"); null when not delivered. */
  deliveredTonnes: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  proof: z.enum(DELIVERY_PROOFS).nullable(),
  reason: z.enum(NOT_DELIVERED_REASONS).nullable(),
  note: z.string().nullable(),
  /** The aborted-delivery charge billed, before VAT, in pounds; null when none was. */
  charge: z.string().nullable(),
  /** The order's figures as they stand after it: what the customer is billed. */
  billedTonnes: z.string(),
  totalPrice: z.string(),
  recordedAt: z.iso.datetime(),
});
export type DeliveryOutcome = z.infer<typeof DeliveryOutcomeSchema>;

/** The order's outcome, or null while the drop is open. */
export const DeliveryOutcomeAnswerSchema = z.object({ outcome: DeliveryOutcomeSchema.nullable() });
