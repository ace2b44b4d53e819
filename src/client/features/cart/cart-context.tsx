import { createContext, use, useMemo, useReducer, type ReactNode } from 'react';

import {
  createCartItem,
  type CartItem,
  type NewCartItem,
} from '#client/features/cart/cart-item.ts';

interface CartState {
  items: readonly CartItem[];
  /** Set when the server priced the cart differently at checkout (its message); see below. */
  priceChange: string | null;
}

type CartAction =
  | { type: 'add'; item: CartItem }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'requote'; items: readonly CartItem[] }
  | { type: 'price-changed'; message: string };

/** The server's new figures for lines still in the cart; one removed meanwhile stays removed. */
function withRequotes(items: readonly CartItem[], requoted: readonly CartItem[]): CartItem[] {
  return items.map((item) => requoted.find((line) => line.id === item.id) ?? item);
}

// Any change to the lines clears the price warning: the shopper has acted on it.
function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add':
      return { items: [...state.items, action.item], priceChange: null };
    case 'remove':
      return { items: state.items.filter((item) => item.id !== action.id), priceChange: null };
    case 'clear':
      return { items: [], priceChange: null };
    case 'requote':
      return { items: withRequotes(state.items, action.items), priceChange: null };
    case 'price-changed':
      return { ...state, priceChange: action.message };
  }
}

export interface CartContextValue {
  items: readonly CartItem[];
  count: number;
  /**
   * The server's explanation when the cart's prices are out of date (a 409 at checkout).
   * The cart is kept; the shopper re-checks the postcode on the home page to re-price it.
   */
  priceChange: string | null;
  add: (item: NewCartItem) => CartItem;
  remove: (id: string) => void;
  clear: () => void;
  /** Replaces lines (matched by id) with the server's new quote for them. */
  requote: (items: readonly CartItem[]) => void;
  markPriceChanged: (message: string) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

/** The cart lives in memory only (spec section 4): a reload starts with an empty cart. */
export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, { items: [], priceChange: null });

  const value = useMemo<CartContextValue>(
    () => ({
      items: state.items,
      count: state.items.length,
      priceChange: state.priceChange,
      add: (input) => {
        const item = createCartItem(input);
        dispatch({ type: 'add', item });
        return item;
      },
      remove: (id) => dispatch({ type: 'remove', id }),
      clear: () => dispatch({ type: 'clear' }),
      requote: (items) => dispatch({ type: 'requote', items }),
      markPriceChanged: (message) => dispatch({ type: 'price-changed', message }),
    }),
    [state],
  );

  return <CartContext value={value}>{children}</CartContext>;
}

/** Using the cart outside its provider is a programming error (spec section 4). */
export function useCart(): CartContextValue {
  const context = use(CartContext);
  if (!context) throw new Error('useCart must be used within a CartProvider');
  return context;
}
