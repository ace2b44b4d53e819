import { orderBalance, type OrderBalance } from '#domain/ledger';
import { parsePounds, parseSignedPounds, type Pence } from '#domain/money';
import type { Order } from '#shared/schemas/orders';

export interface OrderMoneyFigures {
  netPence: Pence;
  vatPence: Pence;
  totalPence: Pence;
  receivedPence: Pence;
  refundedPence: Pence;
  /** In force now (#domain/ledger): positive, a balance given up; negative, an overpayment kept. */
  writtenOffPence: Pence;
  balance: OrderBalance;
}

/** The order's figures in pence, and its balance by the ledger's one rule (#domain/ledger). */
export function orderMoney(order: Order): OrderMoneyFigures {
  const totalPence = parsePounds(order.totalPrice);
  const vatPence = parsePounds(order.vatAmount);
  const receivedPence = parsePounds(order.amountReceived);
  const refundedPence = parsePounds(order.amountRefunded);
  const balance = orderBalance({
    status: order.status,
    totalPence,
    receivedPence,
    refundedPence,
    writtenOffPence: parseSignedPounds(order.amountWrittenOff),
  });
  return {
    netPence: totalPence - vatPence,
    vatPence,
    totalPence,
    receivedPence,
    refundedPence,
    writtenOffPence: balance.writtenOffPence,
    balance,
  };
}
