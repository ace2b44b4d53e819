import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-length.ts';
import { MARKETING_CONSENT_SOURCES } from '../marketing-consent.ts';
import {
  clearableText,
  emailField,
  optionalText,
  passwordToCheck,
  requiredText,
} from './fields.ts';

/** Reset links are 256-bit tokens in base64url (43 characters); anything much longer is junk. */
const RESET_TOKEN_MAX_LENGTH = 200;

const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** A password being chosen: never trimmed, because spaces are part of it. */
const newPassword = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Spec sections 3 and 5. The maths answer is never sent. */
export const RegisterRequestSchema = z
  .object({
    email: emailField(),
    password: newPassword,
    confirmPassword: z.string({ error: "Passwords don't match" }),
    firstName: requiredText('First name is required', 1, 100),
    lastName: requiredText('Last name is required', 1, 100),
    companyName: optionalText(200),
    phone: optionalText(30),
    /** The unticked 'offers and reminders' box; left out means no. */
    marketingConsent: z.boolean().optional(),
    /** Which form the box was ticked on: the register page or checkout. */
    signupSource: z.enum(['register', 'checkout']).optional(),
  })
  .strict()
  .refine((input) => input.password === input.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

/** The account page's switch. */
export const MarketingConsentUpdateSchema = z.object({ granted: z.boolean() }).strict();
export type MarketingConsentUpdate = z.input<typeof MarketingConsentUpdateSchema>;

/** The current choice and when it was made. */
export const MarketingConsentSchema = z.object({
  granted: z.boolean(),
  /** Null when the customer has never been asked (an account from before the box). */
  changedAt: z.iso.datetime().nullable(),
  source: z.enum(MARKETING_CONSENT_SOURCES).nullable(),
  wording: z.string(),
});
export type MarketingConsent = z.infer<typeof MarketingConsentSchema>;

export const LoginRequestSchema = z
  .object({
    email: emailField(),
    password: passwordToCheck('Password is required', 'Invalid email or password'),
  })
  .strict();
export type LoginRequest = z.input<typeof LoginRequestSchema>;

/**
 * The whole editable profile. Only these fields exist, so an
 * attempt to set the email, custom price, VAT rate or anything else is a 400. Optional fields
 * left out, null or blank are cleared.
 */
export const ProfileUpdateSchema = z
  .object({
    firstName: requiredText('First name and last name are required', 1, 100),
    lastName: requiredText('First name and last name are required', 1, 100),
    companyName: clearableText(200),
    phone: clearableText(30),
    addressLine1: clearableText(200),
    addressLine2: clearableText(200),
    city: clearableText(100),
    postcode: clearableText(10).transform((value) => value?.toUpperCase() ?? null),
  })
  .strict();
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const CheckEmailSchema = z.object({ email: emailField() }).strict();
export const EmailCheckResponseSchema = z.object({ exists: z.boolean() });
export type EmailCheckResponse = z.infer<typeof EmailCheckResponseSchema>;

/**
 * Signing out, whose body may be left out. `forgetBrowser`: the browser stops
 * being remembered for sign-in (its device cookie is deleted, decision 009).
 */
export const LogoutRequestSchema = z
  .object({ forgetBrowser: z.boolean().optional() })
  .strict()
  // Fastify hands a request without a body over as null.
  .nullish();

export const ForgotPasswordSchema = z.object({ email: emailField() }).strict();

export const ResetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'Invalid or expired reset token' })
      .trim()
      .min(1, 'Invalid or expired reset token')
      .max(RESET_TOKEN_MAX_LENGTH, 'Invalid or expired reset token'),
    password: newPassword,
  })
  .strict();
export type ResetPasswordRequest = z.input<typeof ResetPasswordSchema>;

/** The token of a verification link (decision 028). */
export const VerifyEmailSchema = z
  .object({
    token: z
      .string({ error: 'Invalid verification link' })
      .trim()
      .min(1, 'Invalid verification link')
      .max(RESET_TOKEN_MAX_LENGTH, 'Invalid verification link'),
  })
  .strict();
export type VerifyEmailRequest = z.input<typeof VerifyEmailSchema>;

/**
 * The verified email's answer: what to tell the customer, and how many guest orders placed with
 * the address they may now choose to add to the account (none is added by verifying).
 */
export const EmailVerifiedResponseSchema = z.object({
  message: z.string(),
  guestOrdersFound: z.number().int().nonnegative(),
});
export type EmailVerifiedResponse = z.infer<typeof EmailVerifiedResponseSchema>;

/**
 * An order placed as a guest with the account's verified address, as the customer sees it to
 * decide whether it is theirs; `suggested` when its name and postcode are the account's.
 */
export const GuestOrderSchema = z.object({
  id: z.number().int(),
  placedAt: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  postcode: z.string(),
  quantity: z.number(),
  totalPrice: z.string(),
  suggested: z.boolean(),
});
export type GuestOrder = z.infer<typeof GuestOrderSchema>;

export const GuestOrdersResponseSchema = z.object({
  /** False until the address is verified: then no guest order is listed or added. */
  emailVerified: z.boolean(),
  orders: z.array(GuestOrderSchema),
});
export type GuestOrdersResponse = z.infer<typeof GuestOrdersResponseSchema>;

/** How many guest orders one request may add: far more than any one address has placed. */
export const GUEST_ORDERS_PER_CLAIM = 50;

/** The guest orders the customer chose to add. */
export const ClaimGuestOrdersSchema = z
  .object({
    orderIds: z
      .array(z.number({ error: 'Choose orders by their number' }).int().positive(), {
        error: 'Choose at least one order to add',
      })
      .min(1, 'Choose at least one order to add')
      .max(GUEST_ORDERS_PER_CLAIM, `Choose at most ${GUEST_ORDERS_PER_CLAIM} orders at a time`),
  })
  .strict();
export type ClaimGuestOrdersRequest = z.input<typeof ClaimGuestOrdersSchema>;

export const ClaimedGuestOrdersSchema = z.object({
  message: z.string(),
  linkedOrderIds: z.array(z.number().int()),
});
export type ClaimedGuestOrders = z.infer<typeof ClaimedGuestOrdersSchema>;

/**
 * The signed-in customer's new password, proven with the one
 * in use. The current password is only compared, so it keeps the login's generous limit.
 */
export const ChangePasswordSchema = z
  .object({
    currentPassword: passwordToCheck(
      'Enter your current password',
      'Your current password is not right',
    ),
    password: newPassword,
  })
  .strict();
export type ChangePasswordRequest = z.input<typeof ChangePasswordSchema>;

/**
 * The custom-pricing summary. hasCustomPricing is true whenever a custom price is set, active
 * or expired; `customPricingState` from #domain/pricing tells which (the server ignores an
 * expired price when pricing an order).
 */
export const CustomerPricingSchema = z.object({
  hasCustomPricing: z.boolean(),
  /** Pounds per tonne excluding VAT, two decimals, e.g. "250.00". */
  customPrice: z.string().nullable(),
  customPriceNote: z.string().nullable(),
  /** ISO 8601 timestamp: the price applies before this moment. */
  customPriceValidTo: z.iso.datetime().nullable(),
});
export type CustomerPricing = z.infer<typeof CustomerPricingSchema>;

/** The signed-in customer, also `customer` in the login and register answers. */
export const CurrentCustomerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  vatRate: z.number().int(),
  createdAt: z.iso.datetime(),
  /** Whether the owner has opened the verification link sent to the address (decision 028). */
  emailVerified: z.boolean(),
  ...CustomerPricingSchema.shape,
});
export type CurrentCustomer = z.infer<typeof CurrentCustomerSchema>;

/** Answer of register (201) and login (200). */
export const SignedInResponseSchema = z.object({ customer: CurrentCustomerSchema });
export type SignedInResponse = z.infer<typeof SignedInResponseSchema>;

/** Answer of logout, forgot-password and reset-password. */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
