import { FormProvider, useWatch } from 'react-hook-form';

import * as endpoints from '#shared/api/orders-admin';
import { orderDeliveryProgress } from '#shared/delivery-format';
import type { Order } from '#shared/schemas/orders';
import { useRefreshAndClose } from '#client/admin/components/use-refresh-and-close.ts';
import { useRegions } from '#client/lib/use-regions.ts';
import { invalidateOrders } from '#client/admin/api/invalidate-orders.ts';
import { useOrderEditPreview } from '#client/admin/api/preview-order-edit.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { FormDialog, type DialogProps } from '#client/admin/components/form-dialog.tsx';
import { formatDateTime } from '#client/admin/components/format.ts';
import { EditConsequences } from '#client/admin/features/orders/edit-consequences.tsx';
import { EditOrderPricing } from '#client/admin/features/orders/edit-order-pricing.tsx';
import { OrderFormFields } from '#client/admin/features/orders/order-form-fields.tsx';
import {
  OrderFormSchema,
  orderEditBody,
  orderFormDefaults,
} from '#client/admin/features/orders/order-form-schema.ts';
import { orderUpdateErrorToast } from '#client/admin/features/orders/order-update-error.ts';
import { DeliveryDetailsList } from '#client/components/delivery-details-list.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useEndpointForm } from '#client/lib/use-endpoint-form.ts';

interface EditOrderDialogProps extends DialogProps {
  order: Order;
}

/** Every field of an order, and its delivery; the history is on the order's own view. */
export function EditOrderDialog({ order, onOpenChange }: EditOrderDialogProps) {
  const refreshAndClose = useRefreshAndClose(invalidateOrders, onOpenChange);
  const sending = useEndpointForm({
    endpoint: endpoints.updateOrder,
    // Already here: the preview checks the form as it changes.
    schema: () => Promise.resolve(OrderFormSchema),
    defaultValues: orderFormDefaults(order),
    request: (values) => ({ params: { id: String(order.id) }, body: orderEditBody(values) }),
    success: {
      title: adminMessages.orderUpdated,
      description: `Order #${order.id} has been saved.`,
    },
    onSuccess: refreshAndClose,
    // Spec section 8: the refusal's details are told in full, whatever the fields show.
    onError: (err) => toast({ ...orderUpdateErrorToast(err), variant: 'destructive' }),
  });
  const { form } = sending;
  const regions = useRegions();
  const regionNames = [...new Set([order.region, ...(regions.data ?? []).map((r) => r.name)])].sort(
    (a, b) => a.localeCompare(b, 'en-GB'),
  );

  const values = useWatch({ control: form.control });
  const parsed = OrderFormSchema.safeParse(values);
  const edit = parsed.success ? orderEditBody(parsed.data) : null;
  const preview = useOrderEditPreview(order.id, edit);

  return (
    <FormDialog
      title={`Edit order #${order.id}`}
      description={
        <>
          Placed {formatDateTime(order.createdAt)} by {order.firstName} {order.lastName}
          {order.customerId === null ? ' (guest)' : ` (customer #${order.customerId})`}.
        </>
      }
      onOpenChange={onOpenChange}
      sending={sending}
      submitLabel="Save changes"
      width="sm:max-w-3xl"
    >
      <div>
        <FormProvider {...form}>
          <OrderFormFields
            regionNames={regionNames}
            pricing={
              <EditOrderPricing
                currentUnitPrice={order.unitPrice}
                preview={preview.data}
                settling={preview.settling}
              />
            }
          />
        </FormProvider>
        <EditConsequences formReady={edit !== null} preview={preview} />
        <section aria-label="Delivery" className="mt-6 grid gap-2">
          <h3 className="font-semibold text-stone-900">Delivery</h3>
          <p className="text-sm text-stone-700">{orderDeliveryProgress(order)}</p>
          <DeliveryDetailsList delivery={order.delivery} />
        </section>
      </div>
    </FormDialog>
  );
}
