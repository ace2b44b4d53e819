import { ORDER_STATUSES, type OrderStatus } from '#shared/schemas/orders';
import { SelectContent, SelectItem } from '#client/components/ui/select.tsx';

/** The status a dropdown's value names, or undefined for any other text. */
export const toOrderStatus = (value: string): OrderStatus | undefined =>
  ORDER_STATUSES.find((status) => status === value);

/** A status dropdown's list: every order status, as the status reads. */
export function OrderStatusOptions() {
  return (
    <SelectContent>
      {ORDER_STATUSES.map((status) => (
        <SelectItem key={status} value={status}>
          {status}
        </SelectItem>
      ))}
    </SelectContent>
  );
}
