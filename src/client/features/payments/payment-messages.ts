/** The payment wording, exactly as spec sections 4 and 8 give it, plus our own return notices. */
export const paymentMessages = {
  payNow: 'Pay Now',
  paid: 'Payment completed',

  createdTitle: 'Payment Created',
  /** With the amount the new tab asks for: the order's current total, which may have changed. */
  created: (amount: string) =>
    `Complete your payment of ${amount} in the new tab. This page updates when you come back.`,

  errorTitle: 'Payment Error',
  errorFallback: 'Unable to create payment. Please try again.',

  returnCompletedTitle: 'Payment Completed',
  returnCompleted: 'Thank you, your payment has been received. A confirmation email is on its way.',
  returnFailedTitle: 'Payment Failed',
  returnFailed: 'Your payment did not go through. You can try again with Pay Now.',
  returnOpenTitle: 'Payment Processing',
  returnOpen: 'Your bank has not confirmed the payment yet. Your order will show it once it has.',
  returnUnknownTitle: 'Payment Status Unknown',
  returnUnknown: 'We could not check your payment just now. Your order will show it once we have.',
} as const;

/**
 * Spec section 8: a failed payment request is explained by the first phrase its message
 * contains, in this order.
 */
export const paymentFailureTexts = [
  {
    phrase: 'authentication failed',
    title: 'Service Configuration Issue',
    description: 'Payment service needs configuration. Please contact support.',
  },
  {
    phrase: 'access denied',
    title: 'Service Access Issue',
    description: 'Payment processing needs to be enabled. Please contact support.',
  },
  {
    phrase: 'unavailable',
    title: 'Service Temporarily Unavailable',
    description: 'Payment service is down. Please try again later.',
  },
  {
    phrase: 'only available for confirmed orders',
    title: 'Order Not Ready',
    description: 'Payment is only available for confirmed orders.',
  },
] as const;
