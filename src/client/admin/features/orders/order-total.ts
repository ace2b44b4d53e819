import { parsePounds, penceToPounds } from '#domain/money';
import { priceEdit, type EditFigures, type StoredEditFigures } from '#domain/order-edit-pricing';
import { isValidQuantity } from '#domain/quantity';
import { isVatRate, type VatRate } from '#domain/vat';
import type { Order } from '#shared/schemas/orders';
import type { OrderEdit } from '#client/admin/api/update-order.ts';
import type { OrderFormValues } from '#client/admin/features/orders/order-form-schema.ts';

/** The order's figures as stored, in pence; null for a VAT rate the shop does not charge. */
function storedFigures(order: Order): StoredEditFigures | null {
  if (!isVatRate(order.vatRate)) return null;
  return {
    unitPricePence: parsePounds(order.unitPrice),
    tonnes: order.quantity,
    vatRate: order.vatRate,
    vatPence: parsePounds(order.vatAmount),
    totalPence: parsePounds(order.totalPrice),
  };
}

export interface EditedTotals extends EditFigures {
  vatRate: VatRate;
}

/**
 * Net, VAT and total the edited order will have, by the rule the server applies (priceEdit);
 * null while quantity, unit price or VAT rate cannot be read.
 */
export function editedTotals(
  order: Order,
  input: { unitPrice: string; quantity: string; vatRate: string },
): EditedTotals | null {
  const tonnes = Number(input.quantity);
  const vatRate = Number(input.vatRate);
  const current = storedFigures(order);
  if (!current || !isValidQuantity(tonnes) || !isVatRate(vatRate)) return null;
  try {
    const unitPricePence = parsePounds(input.unitPrice.trim());
    const priced = priceEdit({ current, next: { unitPricePence, tonnes, vatRate } });
    if (!priced.ok) return null;
    const { ok: _ok, ...figures } = priced;
    return { ...figures, vatRate };
  } catch {
    return null;
  }
}

/** The body the dialog sends: the form's values and the total they come to. */
export function orderEditBody(order: Order, values: OrderFormValues): OrderEdit | null {
  const totals = editedTotals(order, {
    unitPrice: values.unitPrice,
    quantity: String(values.quantity),
    vatRate: String(values.vatRate),
  });
  return totals ? { ...values, totalPrice: penceToPounds(totals.totalPence) } : null;
}
