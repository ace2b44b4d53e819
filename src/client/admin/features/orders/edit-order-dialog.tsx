import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';

import type { Order } from '#shared/schemas/orders';
import { useRegions } from '#client/admin/api/get-regions.ts';
import { useOrderEditPreview } from '#client/admin/api/preview-order-edit.ts';
import { useUpdateOrder } from '#client/admin/api/update-order.ts';
import { adminMessages } from '#client/admin/admin-messages.ts';
import { DialogFormFooter } from '#client/admin/components/dialog-form-footer.tsx';
import {
  scrollingDialog,
  scrollingDialogBody,
  scrollingDialogFooter,
} from '#client/admin/components/scrolling-dialog.ts';
import { formatDateTime } from '#client/admin/components/format.ts';
import { OrderFormFields } from '#client/admin/features/orders/order-form-fields.tsx';
import {
  OrderFormSchema,
  orderEditBody,
  orderFormDefaults,
  type OrderFormInput,
  type OrderFormValues,
} from '#client/admin/features/orders/order-form-schema.ts';
import { EditConsequences } from '#client/admin/features/orders/edit-consequences.tsx';
import { EditOrderPricing } from '#client/admin/features/orders/edit-order-pricing.tsx';
import { DeliveryDetailsList } from '#client/components/delivery-details-list.tsx';
import { orderDeliveryProgress } from '#shared/delivery-format';
import { orderUpdateErrorToast } from '#client/admin/features/orders/order-update-error.ts';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';

interface EditOrderDialogProps {
  order: Order;
  onOpenChange: (open: boolean) => void;
}

/** Every field of an order, and its delivery; the history is on the order's own view. */
export function EditOrderDialog({ order, onOpenChange }: EditOrderDialogProps) {
  const form = useForm<OrderFormInput, unknown, OrderFormValues>({
    resolver: zodResolver(OrderFormSchema),
    defaultValues: orderFormDefaults(order),
  });
  const mutation = useUpdateOrder();
  const regions = useRegions();
  const regionNames = [...new Set([order.region, ...(regions.data ?? []).map((r) => r.name)])].sort(
    (a, b) => a.localeCompare(b, 'en-GB'),
  );

  const values = useWatch({ control: form.control });
  const parsed = OrderFormSchema.safeParse(values);
  const edit = parsed.success ? orderEditBody(parsed.data) : null;
  const preview = useOrderEditPreview(order.id, edit);

  const submit = form.handleSubmit(async (formValues) => {
    try {
      await mutation.mutateAsync({ orderId: order.id, edit: orderEditBody(formValues) });
      toast({
        title: adminMessages.orderUpdated,
        description: `Order #${order.id} has been saved.`,
        variant: 'success',
      });
      onOpenChange(false);
    } catch (err) {
      toast({ ...orderUpdateErrorToast(err), variant: 'destructive' });
    }
  });

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className={`${scrollingDialog} sm:max-w-3xl`}>
        <DialogTitle>Edit order #{order.id}</DialogTitle>
        <DialogDescription>
          Placed {formatDateTime(order.createdAt)} by {order.firstName} {order.lastName}
          {order.customerId === null ? ' (guest)' : ` (customer #${order.customerId})`}.
        </DialogDescription>
        <div className={scrollingDialogBody}>
          <FormProvider {...form}>
            <form id="edit-order-form" noValidate onSubmit={(event) => void submit(event)}>
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
            </form>
          </FormProvider>
          <EditConsequences formReady={edit !== null} preview={preview} />
          <section aria-label="Delivery" className="mt-6 grid gap-2">
            <h3 className="font-semibold text-stone-900">Delivery</h3>
            <p className="text-sm text-stone-700">{orderDeliveryProgress(order)}</p>
            <DeliveryDetailsList delivery={order.delivery} />
          </section>
        </div>
        <DialogFormFooter
          submitLabel="Save changes"
          busy={form.formState.isSubmitting}
          form="edit-order-form"
          className={scrollingDialogFooter}
        />
      </DialogContent>
    </Dialog>
  );
}
