import { describe, expect, it } from 'vitest';
import { describeOrderEvent, type OrderEventFacts } from './order-event-text.ts';

const event = (facts: Partial<OrderEventFacts>): OrderEventFacts => ({
  type: 'edited',
  field: null,
  oldValue: null,
  newValue: null,
  ...facts,
});

describe('describeOrderEvent', () => {
  it('names invoices and credit notes by their padded numbers', () => {
    expect(
      describeOrderEvent(event({ type: 'invoice_issued', field: 'invoice', newValue: '000007' })),
    ).toBe('Invoice 000007 issued');
    expect(
      describeOrderEvent(
        event({
          type: 'credit_note_issued',
          field: 'invoice',
          oldValue: '000001',
          newValue: '000002',
        }),
      ),
    ).toBe('Credit note 000002 issued cancelling invoice 000001');
    expect(
      describeOrderEvent(event({ type: 'credit_note_issued', field: 'invoice', newValue: '2' })),
    ).toBe('Credit note 000002 issued');
  });

  it('shows amounts in pounds', () => {
    expect(
      describeOrderEvent(
        event({
          type: 'payment_recorded',
          field: 'amountReceived',
          oldValue: '0.00',
          newValue: '1262.50',
        }),
      ),
    ).toBe('Amount received: £0.00 → £1,262.50');
    expect(
      describeOrderEvent(
        event({ type: 'edited', field: 'totalPrice', oldValue: '606.90', newValue: null }),
      ),
    ).toBe('Total price: £606.90 → —');
  });

  it('leaves other fields and events as they were written', () => {
    expect(describeOrderEvent(event({ field: 'quantity', oldValue: '2', newValue: '3' }))).toBe(
      'Quantity: 2 → 3',
    );
    expect(describeOrderEvent(event({ type: 'created' }))).toBe('Created');
    expect(describeOrderEvent(event({ type: 'created', newValue: '2 t, 606.90' }))).toBe(
      'Created: 2 t, £606.90',
    );
    expect(describeOrderEvent(event({ type: 'email_sent', newValue: 'a@example.com' }))).toBe(
      'Email sent: a@example.com',
    );
  });
});
