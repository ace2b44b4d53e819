import { DeliveryDetailsSchema, type DeliveryDetailsInput } from '#shared/schemas/delivery';
import {
  DELIVERY_FIELD_OF,
  deliveryDetailsFrom,
  type DeliveryFields,
} from '#client/features/checkout/delivery-details.ts';

/** The problems the server's own schema finds, by form field. */
export function deliveryFieldIssues(
  fields: DeliveryFields,
): { name: keyof DeliveryFields; message: string }[] {
  const result = DeliveryDetailsSchema.safeParse(deliveryDetailsFrom(fields));
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const key = issue.path[0] as keyof DeliveryDetailsInput | undefined;
    return key && key in DELIVERY_FIELD_OF
      ? [{ name: DELIVERY_FIELD_OF[key], message: issue.message }]
      : [];
  });
}
