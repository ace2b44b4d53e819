import { useRef, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';

import { normalisePostcode } from '#domain/postcode';
import type { VatRate } from '#domain/vat';
import type { Order } from '#shared/schemas/orders';
import type { PostcodeValidationResult, ValidatePostcodeRequest } from '#shared/schemas/regions';
import { toast } from '#client/components/ui/use-toast.ts';
import { checkEmail } from '#client/features/checkout/api/check-email.ts';
import { placeOrder } from '#client/features/checkout/api/place-order.ts';
import { registerCustomer } from '#client/features/checkout/api/register-customer.ts';
import type { CheckoutLine } from '#client/features/checkout/checkout-line.ts';
import { checkoutMessages as msg } from '#client/features/checkout/checkout-messages.ts';
import type {
  CheckoutFieldName,
  CheckoutFormInput,
  CheckoutFormValues,
} from '#client/features/checkout/checkout-schema.ts';
import { storeConfirmedOrder } from '#client/features/checkout/confirmed-order.ts';
import { buildOrderRequest } from '#client/features/checkout/order-request.ts';
import { isDeliveryDayFailure, orderFailure } from '#client/features/checkout/order-failure.ts';
import { useIdempotencyKey } from '#client/features/checkout/use-idempotency-key.ts';
import { errorMessage } from '#client/lib/api-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

export interface CheckoutSubmitOptions {
  form: UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;
  lines: readonly CheckoutLine[];
  vatRate: VatRate;
  /** Not signed in: the email is checked and an account may be created (spec section 4). */
  isGuest: boolean;
  validatePostcode: (request: ValidatePostcodeRequest) => Promise<PostcodeValidationResult>;
  /** The order is stored for the confirmation screen before this is called. */
  onPlaced: (order: Order) => void;
  onPriceChanged: (message: string) => void;
}

/** The checkout submit flow of spec section 4; each step stops the flow with its message. */
export function useCheckoutSubmit(options: CheckoutSubmitOptions) {
  const { form, lines, vatRate, isGuest } = options;
  const keyFor = useIdempotencyKey();
  const queryClient = useQueryClient();
  // A retry after a failed order must not register the same account a second time.
  const registeredEmail = useRef<string | null>(null);
  const running = useRef(false);

  function fieldError(name: CheckoutFieldName, message: string, focus = true): void {
    form.setError(name, { type: 'server', message }, { shouldFocus: focus });
  }

  function accountExists(): void {
    toast({
      title: msg.accountExistsTitle,
      description: msg.accountExistsDescription,
      variant: 'destructive',
    });
    fieldError('email', msg.accountExistsField);
  }

  async function postcodeMatchesCart(postcode: string, region: string): Promise<boolean> {
    let result: PostcodeValidationResult;
    try {
      result = await options.validatePostcode({ postcode: normalisePostcode(postcode) });
    } catch {
      fieldError('postcode', msg.postcodeCheckFailed);
      return false;
    }
    if (!result.valid)
      fieldError('postcode', 'regionDisabled' in result ? result.message : msg.postcodeInvalid);
    else if (result.region.name !== region) fieldError('postcode', msg.postcodeWrongRegion(region));
    return result.valid && result.region.name === region;
  }

  async function emailIsFree(email: string): Promise<boolean> {
    if (!isGuest || registeredEmail.current === email) return true;
    try {
      const { exists } = await checkEmail(email);
      if (exists) accountExists();
      return !exists;
    } catch {
      return true; // Spec section 4: a failed check is ignored and checkout continues.
    }
  }

  async function createAccountIfChosen(values: CheckoutFormValues): Promise<boolean> {
    if (!isGuest || !values.createAccount || registeredEmail.current === values.email) return true;
    try {
      await registerCustomer({
        email: values.email,
        password: values.password,
        confirmPassword: values.password,
        firstName: values.firstName,
        lastName: values.lastName,
        companyName: values.companyName ?? '',
        phone: values.phone,
        marketingConsent: values.marketingConsent,
        signupSource: 'checkout',
      });
      registeredEmail.current = values.email;
      return true;
    } catch (err) {
      const message = errorMessage(err, msg.accountCreationFailedFallback);
      if (message.includes('already exists')) accountExists();
      else
        toast({
          title: msg.accountCreationFailedTitle,
          description: message,
          variant: 'destructive',
        });
      return false;
    }
  }

  async function submitOrder(values: CheckoutFormValues): Promise<void> {
    const request = buildOrderRequest(values, lines, vatRate);
    try {
      const order = await placeOrder(request, keyFor(request));
      storeConfirmedOrder(order);
      options.onPlaced(order);
    } catch (err) {
      const failure = orderFailure(err);
      if (failure.priceChange) options.onPriceChanged(failure.priceChange);
      failure.fieldErrors.forEach(({ name, message }, i) => fieldError(name, message, i === 0));
      // The day filled up (or passed) meanwhile: fetch the days again so it shows as it is.
      if (isDeliveryDayFailure(failure)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.delivery.allDates() });
      }
      toast({
        title: msg.orderFailedTitle,
        description: failure.description,
        variant: 'destructive',
      });
    }
  }

  async function run(values: CheckoutFormValues): Promise<void> {
    // A second click that lands before the button is disabled must not start a second flow.
    if (running.current) return;
    running.current = true;
    const wasRegistered = registeredEmail.current;
    try {
      await steps(values);
    } finally {
      running.current = false;
      // A new account signed the shopper in: the header (and this page) learn it now, after
      // the order, so the form does not change under a flow that is still running.
      if (registeredEmail.current !== wasRegistered) {
        // Orders or pricing cached for an earlier session are someone else's.
        queryClient.removeQueries({ queryKey: queryKeys.customer.orders() });
        queryClient.removeQueries({ queryKey: queryKeys.customer.pricing() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.customer.me() });
      }
    }
  }

  async function steps(values: CheckoutFormValues): Promise<void> {
    const region = lines[0]?.region;
    if (region === undefined) {
      toast({
        title: msg.emptyCartTitle,
        description: msg.emptyCartDescription,
        variant: 'destructive',
      });
      return;
    }
    if (!(await postcodeMatchesCart(values.postcode, region))) return;
    if (!(await emailIsFree(values.email))) return;
    if (!(await createAccountIfChosen(values))) return;
    await submitOrder(values);
  }

  // Built per submit event: the steps read refs, which must not happen while rendering.
  return (event: FormEvent<HTMLFormElement>) => form.handleSubmit(run)(event);
}
