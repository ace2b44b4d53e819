import { AppError } from '#server/http/app-error';
import { PaymentProviderError } from './providers/payment-provider.ts';

/**
 * Runs a provider call and turns its failure into an answer: the provider's own words
 * (which contain 'authentication failed', 'access denied' or 'unavailable' as the case
 * may be) with the request and response as details for the back office.
 */
export async function answerProviderErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw new AppError(
      error.kind === 'rejected' ? 'validation' : 'unavailable',
      error.message,
      error.exchange,
    );
  }
}
