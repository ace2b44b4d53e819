import { z } from 'zod';
import {
  ChangePasswordSchema,
  CheckEmailSchema,
  ClaimedGuestOrdersSchema,
  ClaimGuestOrdersSchema,
  CurrentCustomerSchema,
  CustomerPricingSchema,
  EmailCheckResponseSchema,
  EmailVerifiedResponseSchema,
  ForgotPasswordSchema,
  GuestOrdersResponseSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  MessageResponseSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  ResetPasswordSchema,
  SignedInResponseSchema,
  VerifyEmailSchema,
} from '../schemas/customers.ts';
import { DeleteAccountSchema, ErasureReportSchema } from '../schemas/data-requests.ts';
import { OrderSchema } from '../schemas/orders.ts';
import { currentCustomer } from './customer-session.ts';
import { defineEndpoint } from './endpoint.ts';
import { defineAuditArea, type ActionsOf } from '../audit-vocabulary.ts';

export { currentCustomer };

// The storefront's account: signing up, in and out, the password reset, and what a signed-in
// customer reads and changes about themselves. Every answer is sent with `Cache-Control: no-store`.

export const registerCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/register',
  summary: 'Create an account and sign the new customer in',
  access: 'public',
  perMinute: 5,
  body: RegisterRequestSchema,
  response: { status: 201, schema: SignedInResponseSchema },
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/api/customers/login',
  summary: 'Sign a customer in with email and password',
  access: 'public',
  perMinute: 10,
  body: LoginRequestSchema,
  response: { status: 200, schema: SignedInResponseSchema },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/customers/logout',
  summary: "End this browser's session, and forget the browser if asked",
  access: 'public',
  body: LogoutRequestSchema,
  response: { status: 200, schema: MessageResponseSchema },
});

export const updateProfile = defineEndpoint({
  method: 'PATCH',
  path: '/api/customers/profile',
  summary: "Replace the signed-in customer's editable profile",
  access: 'customer',
  body: ProfileUpdateSchema,
  response: { status: 200, schema: CurrentCustomerSchema },
});

export const customerOrders = defineEndpoint({
  method: 'GET',
  path: '/api/customers/orders',
  summary: "The signed-in customer's orders, newest first",
  access: 'customer',
  response: { status: 200, schema: z.array(OrderSchema) },
});

export const customerPricing = defineEndpoint({
  method: 'GET',
  path: '/api/customers/pricing',
  summary: "The signed-in customer's custom-pricing summary",
  access: 'customer',
  response: { status: 200, schema: CustomerPricingSchema },
});

export const checkEmail = defineEndpoint({
  method: 'POST',
  path: '/api/customers/check-email',
  summary: 'Whether an email address already has an account',
  access: 'public',
  perMinute: 20,
  body: CheckEmailSchema,
  response: { status: 200, schema: EmailCheckResponseSchema },
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/api/customers/forgot-password',
  summary: 'Email a password reset link, answering the same whether or not the email is known',
  access: 'public',
  perMinute: 5,
  body: ForgotPasswordSchema,
  response: { status: 200, schema: MessageResponseSchema },
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/customers/reset-password',
  summary: "Set a new password with a reset link's token, ending every session",
  access: 'public',
  perMinute: 10,
  body: ResetPasswordSchema,
  response: { status: 200, schema: MessageResponseSchema },
});

export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/customers/verify-email',
  summary:
    "Verify an account's email with its link's token, answering how many guest orders were placed with it; none is added (404 unknown, 409 used, 410 expired)",
  access: 'public',
  perMinute: 10,
  body: VerifyEmailSchema,
  response: { status: 200, schema: EmailVerifiedResponseSchema },
});

export const sendVerificationEmail = defineEndpoint({
  method: 'POST',
  path: '/api/customers/me/verify-email',
  summary:
    'Email the signed-in customer a new verification link (409 when already verified; 3 an hour per mailbox)',
  access: 'customer',
  perMinute: 5,
  response: { status: 200, schema: MessageResponseSchema },
});

export const customerGuestOrders = defineEndpoint({
  method: 'GET',
  path: '/api/customers/me/guest-orders',
  summary:
    "The orders placed as a guest with the signed-in customer's verified email and in no account, oldest first (none until verified)",
  access: 'customer',
  response: { status: 200, schema: GuestOrdersResponseSchema },
});

export const claimGuestOrders = defineEndpoint({
  method: 'POST',
  path: '/api/customers/me/guest-orders',
  summary:
    "Add the chosen guest orders to the signed-in customer's account: only orders placed with their verified email and in no account; any other refuses all (400), nothing added",
  access: 'customer',
  perMinute: 10,
  body: ClaimGuestOrdersSchema,
  response: { status: 200, schema: ClaimedGuestOrdersSchema },
});

export const changePassword = defineEndpoint({
  method: 'POST',
  path: '/api/customers/me/password',
  summary:
    "Change the signed-in customer's password, confirmed with the current one, ending their other sessions",
  access: 'customer',
  perMinute: 10,
  body: ChangePasswordSchema,
  response: { status: 200, schema: MessageResponseSchema },
});

export const deleteMyAccount = defineEndpoint({
  method: 'POST',
  path: '/api/customers/me/delete',
  summary: "Delete the signed-in customer's account, confirmed with the password",
  access: 'customer',
  perMinute: 5,
  body: DeleteAccountSchema,
  response: { status: 200, schema: ErasureReportSchema },
});

export const downloadMyData = defineEndpoint({
  method: 'GET',
  path: '/api/customers/me/data-export',
  summary: 'Everything the shop holds about the signed-in customer, as a JSON file (5 an hour)',
  access: 'customer',
  response: { status: 200, file: 'application/json' },
});

// Three groups, as the server registers them: the account in its no-store scope, deleting it
// with the privacy module, and its data with the data requests.
export const customerAccountEndpoints = {
  registerCustomer,
  login,
  logout,
  currentCustomer,
  updateProfile,
  customerOrders,
  customerPricing,
  checkEmail,
  forgotPassword,
  resetPassword,
  verifyEmail,
  sendVerificationEmail,
  customerGuestOrders,
  claimGuestOrders,
  changePassword,
};

export const accountDeletionEndpoints = { deleteMyAccount };

export const accountDataEndpoints = { downloadMyData };

/** What the audit log records of this area, and how the Audit tab names it. */
export const customerAudit = defineAuditArea('customer', 'Customers', {
  registered: 'Customer: registered',
  signed_in: 'Customer: signed in',
  sign_in_failed: 'Customer: sign-in failed',
  locked_out: 'Customer: sign-in refused (locked)',
  signed_out: 'Customer: signed out',
  reset_requested: 'Customer: password reset asked for',
  password_reset: 'Customer: password reset',
  verification_sent: 'Customer: email verification link sent again',
  email_verified: 'Customer: email address verified',
  password_changed: 'Customer: password changed in the account',
  password_change_refused: 'Customer: password change refused (wrong current password)',
  profile_updated: 'Customer: own details changed',
  details_updated: 'Customer: details changed',
  pricing_updated: 'Customer: custom price changed',
  vat_rate_updated: 'Customer: VAT rate changed',
});
declare module '#shared/audit-vocabulary' {
  interface AuditActions extends ActionsOf<typeof customerAudit> {}
}
