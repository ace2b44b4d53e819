import { z } from 'zod';
import { LEDGER_KINDS, LEDGER_METHODS } from '#domain/ledger';

/** One movement of an order's money: GET /api/orders/{id}/ledger lists them, oldest first. */
export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  method: z.enum(LEDGER_METHODS),
  /** Pounds, two decimals, always positive: the kind says which way it went. */
  amount: z.string(),
  /** YYYY-MM-DD, the UK day the money moved. */
  movedOn: z.string(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export const LedgerEntryListSchema = z.array(LedgerEntrySchema);
