import { errorMessage } from '#client/lib/api-client.ts';
import {
  paymentFailureTexts,
  paymentMessages as msg,
} from '#client/features/payments/payment-messages.ts';

export interface PaymentFailureToast {
  title: string;
  description: string;
}

/**
 * The words a failed payment request carries: the server's `message`, else the error's own
 * text (a network failure, or an answer that is not JSON); undefined when there are none.
 */
export function paymentFailureMessage(err: unknown): string | undefined {
  const fromServer = errorMessage(err, '');
  if (fromServer) return fromServer;
  if (err instanceof Error && err.message.trim() !== '') return err.message;
  return undefined;
}

/**
 * Spec section 8: known phrases get their own title and text; any other message is shown as
 * it is, and no message at all gets the generic text, both under 'Payment Error'. Phrases are
 * matched regardless of case, as providers capitalise them differently.
 */
export function paymentFailureToast(message: string | undefined): PaymentFailureToast {
  const text = message?.trim() ?? '';
  if (text === '') return { title: msg.errorTitle, description: msg.errorFallback };
  const lower = text.toLowerCase();
  const known = paymentFailureTexts.find(({ phrase }) => lower.includes(phrase));
  if (known) return { title: known.title, description: known.description };
  return { title: msg.errorTitle, description: text };
}
