import type { OrderMoney } from '#domain/ledger';
import { parsePounds, parseSignedPounds } from '#domain/money';
import type { Order } from './schemas/orders.ts';

/** An order's money as the ledger's rules take it, from the order as the wire carries it. */
export function orderMoneyOf(
  order: Pick<
    Order,
    'status' | 'totalPrice' | 'amountReceived' | 'amountRefunded' | 'amountWrittenOff'
  >,
): OrderMoney {
  return {
    status: order.status,
    totalPence: parsePounds(order.totalPrice),
    receivedPence: parsePounds(order.amountReceived),
    refundedPence: parsePounds(order.amountRefunded),
    writtenOffPence: parseSignedPounds(order.amountWrittenOff),
  };
}
