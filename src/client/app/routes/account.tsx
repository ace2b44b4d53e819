import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Redirect } from 'wouter';

import type { Order } from '#shared/schemas/orders';

import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { paths } from '#client/config/paths.ts';
import { useCurrentCustomer } from '#client/features/account/api/get-current-customer.ts';
import { AccountView } from '#client/features/account/components/account-view.tsx';
import { offeredActions } from '#client/features/account/offered-actions.ts';
import { useCustomerInvoices } from '#client/features/invoices/api/get-customer-invoices.ts';
import { orderInvoiceLinks } from '#client/features/invoices/components/order-invoice-links.tsx';
import { usePaymentOptions } from '#client/features/payments/api/get-payment-options.ts';
import { usePaymentsEnabled } from '#client/features/payments/api/get-payments-enabled.ts';
import { orderHowToPay } from '#client/features/payments/components/order-how-to-pay.tsx';
import { orderAgainLink } from '#client/features/pricing/components/order-again-link.tsx';
import { orderPaymentActions } from '#client/features/payments/components/order-payment-actions.tsx';
import { usePaymentReturn } from '#client/features/payments/use-payment-return.ts';
import { usePageMeta } from '#client/lib/use-page-meta.ts';

// Cancelling, asking to cancel and moving the day come with their dialogs, after the page.
const CustomerOrderActions = lazy(() =>
  import('#client/features/account/components/order-actions.tsx').then((module) => ({
    default: module.CustomerOrderActions,
  })),
);

function orderCustomerActions(order: Order): ReactNode {
  if (offeredActions(order).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CustomerOrderActions order={order} />
    </Suspense>
  );
}

/**
 * Spec section 2: signed-in customers only; anyone else is sent to the login screen. Online
 * payment, invoice downloads and 'Order again' join the order history here, so the features
 * stay apart.
 */
export default function AccountPage() {
  usePageMeta(paths.account);
  const me = useCurrentCustomer();
  const signedIn = Boolean(me.data);
  const paymentsEnabled = usePaymentsEnabled(signedIn);
  const paymentOutcome = usePaymentReturn(signedIn);
  const invoices = useCustomerInvoices(signedIn);
  const paymentOptions = usePaymentOptions();
  if (me.isPending) return <PageLoading />;
  if (!me.data) return <Redirect to={paths.login} replace />;
  return (
    <AccountView
      customer={me.data}
      initialTab={paymentOutcome ? 'orders' : 'profile'}
      renderOrderActions={allActions(
        orderPaymentActions(paymentsEnabled),
        orderInvoiceLinks(invoices),
        orderHowToPay(paymentOptions),
        orderAgainLink,
        orderCustomerActions,
      )}
    />
  );
}

/** The features' actions on an order; null when none has any, so no empty row shows. */
function allActions(...renderers: ((order: Order) => ReactNode)[]): (order: Order) => ReactNode {
  return (order) => {
    const parts = renderers.map((render) => render(order));
    if (parts.every((part) => !part)) return null;
    return (
      <>
        {parts.map((part, index) => (
          <Fragment key={index}>{part}</Fragment>
        ))}
      </>
    );
  };
}
