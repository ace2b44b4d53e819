import { describe, expect, it } from 'vitest';
import type { LedgerOrder } from '#shared/schemas/ledger';
import { recordEntryDefaults } from './record-entry-form.ts';

const order: LedgerOrder = {
  orderId: 1042,
  createdAt: '2026-11-30T10:00:00.000Z',
  customerName: 'Ada Lovelace',
  companyName: null,
  email: 'ada@example.com',
  status: 'confirmed',
  paymentStatus: 'pending',
  totalPrice: '606.90',
  amountReceived: '100.00',
  amountRefunded: '0.00',
  amountWrittenOff: '0.00',
  balance: '506.90',
  state: 'balance_due',
  methods: ['bank_transfer'],
};
const now = new Date('2026-12-02T09:00:00Z');

describe('recordEntryDefaults', () => {
  it("starts a payment with the balance due and the order's payment reference", () => {
    expect(recordEntryDefaults(order, 'payment', now)).toMatchObject({
      amount: '506.90',
      movedOn: '2026-12-02',
      reference: 'WP1042',
    });
  });

  it('leaves a refund its own reference to type', () => {
    expect(recordEntryDefaults(order, 'refund', now).reference).toBe('');
  });
});
