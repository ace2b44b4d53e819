import { Trash2 } from 'lucide-react';

import { formatGBP } from '#domain/money';
import type { CartItem } from '#client/features/cart/cart-item.ts';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

/** One cart line in the panel; the panel shows whole pounds (spec section 9). */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  const tonnes = formatTonnes(item.quantity);
  return (
    <li className="py-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{item.name}</p>
          <p className="text-sm text-stone-600">Delivered to {item.region}</p>
        </div>
        <p className="text-right">
          <span className="block font-semibold text-stone-900">
            {formatGBP(item.totalPricePence, 0)}
          </span>
          <span className="block text-xs text-stone-500">ex VAT</span>
        </p>
      </div>
      <div className="mt-2 flex items-center justify-between gap-3">
        <p className="text-sm text-stone-600">
          {tonnes} × {formatGBP(item.unitPricePence, 0)} per tonne
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${tonnes} for ${item.region} from cart`}
          className="inline-flex cursor-pointer items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-stone-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden className="size-4" />
          Remove
        </button>
      </div>
    </li>
  );
}
