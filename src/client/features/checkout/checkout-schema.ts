import { z } from 'zod';

import { PASSWORD_MIN_LENGTH } from '#shared/password-length';
import { orderContactFields } from '#shared/schemas/orders';
import { checkoutMessages } from '#client/features/checkout/checkout-messages.ts';
import { deliveryFieldIssues } from '#client/features/checkout/delivery-rules.ts';

/**
 * The checkout form (spec section 5): the order's contact and address rules shared with the
 * server, plus the choices only the browser sees. Billing fields stay optional even when shown.
 */
export const CheckoutFormSchema = z
  .object({
    ...orderContactFields,
    createAccount: z.boolean(),
    password: z.string(),
    /** Offered with the account only: consent is recorded against the new account. */
    marketingConsent: z.boolean(),
    saveAddress: z.boolean(),
    useDifferentBilling: z.boolean(),
    deliveryForm: z.string(),
    lorryLimit: z.string(),
    hoseMetres: z.string(),
    earliestDate: z.string(),
    bookedDate: z.string(),
    accessNotes: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, checkoutMessages.acceptTerms),
  })
  .refine((values) => !values.createAccount || values.password.length >= PASSWORD_MIN_LENGTH, {
    path: ['password'],
    message: checkoutMessages.passwordTooShort,
    // Check it together with the other fields, so one submit shows every problem at once.
    when: () => true,
  })
  .superRefine((values, ctx) => {
    // The delivery details go through the server's own schema, so both say the same.
    for (const issue of deliveryFieldIssues(values)) {
      ctx.addIssue({ code: 'custom', path: [issue.name], message: issue.message });
    }
  });

export type CheckoutFormInput = z.input<typeof CheckoutFormSchema>;
export type CheckoutFormValues = z.output<typeof CheckoutFormSchema>;
export type CheckoutFieldName = keyof CheckoutFormInput;
