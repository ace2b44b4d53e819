import { createContext, useContext } from 'react';

/** Where the order view is in the address (#orders/42), as the back office's app keeps it. */
export interface OrderViewPlace {
  /** The order whose own view is open, or null for the list. */
  orderId: number | null;
  hrefFor: (orderId: number) => string;
  /** Opens the order's view as a new history entry, so Back returns to the list. */
  open: (orderId: number) => void;
  /** Back to the list: through history when the view was opened here, else in place. */
  close: () => void;
}

export const OrderViewPlaceContext = createContext<OrderViewPlace | null>(null);

export function useOrderViewPlace(): OrderViewPlace {
  const place = useContext(OrderViewPlaceContext);
  if (!place) throw new Error('The order view needs the dashboard around it');
  return place;
}
