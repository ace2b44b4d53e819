import { Trash2 } from 'lucide-react';

import { formatGBP } from '#domain/money';
import type { CartItem } from '#client/features/cart/cart-item.ts';

/** One cart line in the panel; the panel shows whole pounds (spec section 9). */
export function CartLine({ item, onRemove }: { item: CartItem; onRemove: () => void }) {
  return (
    <li className="flex items-start gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900">{item.name}</p>
        <p className="text-sm text-stone-600">{item.region}</p>
        <p className="mt-1 text-sm text-stone-600">
          {item.quantity} {item.quantity === 1 ? 'tonne' : 'tonnes'} ×{' '}
          {formatGBP(item.unitPricePence, 0)} per tonne
        </p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <p className="font-semibold text-stone-900">{formatGBP(item.totalPricePence, 0)}</p>
        <p className="text-xs text-stone-500">ex VAT</p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${item.quantity} tonnes for ${item.region} from cart`}
          className="mt-1 cursor-pointer rounded-md p-1.5 text-stone-500 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
