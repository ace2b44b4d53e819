import { z } from 'zod';

/** Spec section 5: first and last name required; everything else optional (blank clears it). */
export const CustomerDetailsSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  companyName: z.string().trim(),
  phone: z.string().trim(),
  addressLine1: z.string().trim(),
  addressLine2: z.string().trim(),
  city: z.string().trim(),
  postcode: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase()),
});
export type CustomerDetailsInput = z.input<typeof CustomerDetailsSchema>;
