import { describe, expect, it } from 'vitest';

import { ApiError } from '#client/lib/api-client.ts';
import {
  paymentFailureMessage,
  paymentFailureToast,
} from '#client/features/payments/payment-failure.ts';

const answer = (status: number, body: unknown) =>
  new ApiError(status, 'Error', typeof body === 'string' ? body : JSON.stringify(body));

describe('paymentFailureToast', () => {
  it.each([
    [
      'Payment provider authentication failed (HTTP 401)',
      'Service Configuration Issue',
      'Payment service needs configuration. Please contact support.',
    ],
    [
      'Payment provider access denied (HTTP 403)',
      'Service Access Issue',
      'Payment processing needs to be enabled. Please contact support.',
    ],
    [
      'Payment provider unavailable (HTTP 503)',
      'Service Temporarily Unavailable',
      'Payment service is down. Please try again later.',
    ],
    [
      'Payment is only available for confirmed orders.',
      'Order Not Ready',
      'Payment is only available for confirmed orders.',
    ],
  ])('explains %j with the spec text', (message, title, description) => {
    expect(paymentFailureToast(message)).toEqual({ title, description });
  });

  it('matches the phrases whatever their case', () => {
    expect(paymentFailureToast('Authentication Failed').title).toBe('Service Configuration Issue');
    expect(paymentFailureToast('ACCESS DENIED by the bank').title).toBe('Service Access Issue');
  });

  it('takes the first phrase in the spec order when several appear', () => {
    expect(paymentFailureToast('access denied: service unavailable').title).toBe(
      'Service Access Issue',
    );
  });

  it('shows any other message as it is under Payment Error', () => {
    const message = 'Online payments are not available at the moment. Please contact us to pay.';
    expect(paymentFailureToast(message)).toEqual({ title: 'Payment Error', description: message });
  });

  it('uses the generic text when there is no message', () => {
    const generic = {
      title: 'Payment Error',
      description: 'Unable to create payment. Please try again.',
    };
    expect(paymentFailureToast(undefined)).toEqual(generic);
    expect(paymentFailureToast('   ')).toEqual(generic);
  });
});

describe('paymentFailureMessage', () => {
  it("is the server's message from a JSON error answer", () => {
    expect(paymentFailureMessage(answer(503, { message: 'Payment provider unavailable' }))).toBe(
      'Payment provider unavailable',
    );
  });

  it("is the error's own text when the answer carries no message", () => {
    expect(paymentFailureMessage(answer(502, ''))).toBe('502: Error');
    expect(paymentFailureMessage(answer(500, '<html>oops</html>'))).toBe('500: <html>oops</html>');
    expect(paymentFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('is undefined when nothing was said', () => {
    expect(paymentFailureMessage(new Error(''))).toBeUndefined();
    expect(paymentFailureMessage('not an error')).toBeUndefined();
  });
});
