import { addTonnes } from '#domain/delivery-plan';
import { isValidQuantity } from '#domain/quantity';
import type { BookableDay } from '#shared/schemas/delivery';

/** The tonnes the order books on the lorry, as the order request sums them; null if none. */
export function cartTonnes(lines: readonly { quantity: number }[]): number | null {
  const tonnes = lines.reduce((sum, line) => addTonnes(sum, line.quantity), 0);
  return isValidQuantity(tonnes) ? tonnes : null;
}

/** Whether the chosen day can still be booked from this list ('' when none is chosen). */
export function isBookable(days: readonly BookableDay[], date: string): boolean {
  return days.some((day) => day.date === date && !day.full);
}
