import { parsePounds, penceToPounds } from '#domain/money';
import { priceLine } from '#domain/pricing';
import { isVatRate } from '#domain/vat';

/** Unit price x quantity plus the order's VAT, as "606.90"; null while the inputs are unreadable. */
export function calculateTotal(
  unitPrice: string,
  quantity: string,
  vatRate: number,
): string | null {
  if (!isVatRate(vatRate)) return null;
  try {
    const { grossPence } = priceLine({
      unitPricePence: parsePounds(unitPrice.trim()),
      tonnes: Number(quantity),
      vatRate,
    });
    return penceToPounds(grossPence);
  } catch {
    return null;
  }
}
