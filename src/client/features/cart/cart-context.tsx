import { createContext, use, useMemo, useReducer, type ReactNode } from 'react';

import {
  createCartItem,
  type CartItem,
  type NewCartItem,
} from '#client/features/cart/cart-item.ts';

type CartAction =
  { type: 'add'; item: CartItem } | { type: 'remove'; id: string } | { type: 'clear' };

function cartReducer(items: readonly CartItem[], action: CartAction): readonly CartItem[] {
  switch (action.type) {
    case 'add':
      return [...items, action.item];
    case 'remove':
      return items.filter((item) => item.id !== action.id);
    case 'clear':
      return [];
  }
}

export interface CartContextValue {
  items: readonly CartItem[];
  count: number;
  add: (item: NewCartItem) => CartItem;
  remove: (id: string) => void;
  clear: () => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** The cart lives in memory only (spec section 4): a reload starts with an empty cart. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [items, dispatch] = useReducer(cartReducer, []);

  const value = useMemo<CartContextValue>(
    () => ({
      items,
      count: items.length,
      add: (input) => {
        const item = createCartItem(input);
        dispatch({ type: 'add', item });
        return item;
      },
      remove: (id) => dispatch({ type: 'remove', id }),
      clear: () => dispatch({ type: 'clear' }),
    }),
    [items],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** Using the cart outside its provider is a programming error (spec section 4). */
export function useCart(): CartContextValue {
  const context = use(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
