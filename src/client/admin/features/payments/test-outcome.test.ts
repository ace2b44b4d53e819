import { describe, expect, it } from 'vitest';

import type { ProviderExchange } from '#client/admin/api/provider-test-types.ts';
import {
  failureToast,
  formatJson,
  isProviderExchange,
  successToast,
  testFailure,
  webAddress,
} from '#client/admin/features/payments/test-outcome.ts';
import { ApiError } from '#client/lib/api-client.ts';

const exchange: ProviderExchange = {
  request: {
    method: 'GET',
    url: 'sandbox://v2/supported-banks',
    headers: { Accept: 'application/json' },
  },
  response: { status: 401, body: { status: 'error', error_message: 'Invalid Bearer Token' } },
};

const answered = (status: number, body: unknown) =>
  new ApiError(status, 'Status text', typeof body === 'string' ? body : JSON.stringify(body));

describe('formatJson', () => {
  it('indents by two spaces', () => {
    expect(formatJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  });

  it('shows what JSON cannot hold as text', () => {
    expect(formatJson(undefined)).toBe('undefined');
  });
});

describe('isProviderExchange', () => {
  it.each([
    ['an exchange', exchange, true],
    ['field problems', [{ path: 'amount', message: 'Amount must be a positive number' }], false],
    ['a request alone', { request: exchange.request }, false],
    ['null', null, false],
  ])('%s: %s', (_label, value, expected) => {
    expect(isProviderExchange(value)).toBe(expected);
  });
});

describe('testFailure', () => {
  it('keeps the server message and the exchange of a provider failure', () => {
    const err = answered(503, {
      message: 'Payment provider authentication failed',
      details: exchange,
    });
    expect(testFailure(err)).toEqual({
      status: 503,
      message: 'Payment provider authentication failed',
      exchange,
    });
  });

  it('keeps the refused fields of a validation answer as details', () => {
    const details = [{ path: 'merchantPaymentReference', message: 'Reference is required' }];
    expect(testFailure(answered(400, { message: 'Reference is required', details }))).toEqual({
      status: 400,
      message: 'Reference is required',
      details,
    });
  });

  it('falls back to the raw error when the answer is not JSON', () => {
    expect(testFailure(answered(502, 'Bad gateway'))).toEqual({
      status: 502,
      message: '502: Bad gateway',
    });
  });

  it('reads a network failure', () => {
    expect(testFailure(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
  });
});

describe('toasts', () => {
  it('says which provider answered and how', () => {
    expect(successToast('API Test', { success: true, provider: 'sandbox', exchange })).toEqual({
      title: 'API Test Succeeded',
      description: 'The sandbox provider answered 401.',
      variant: 'success',
    });
  });

  it('shows a failure as status code, colon, message', () => {
    expect(failureToast('List Orders', { status: 503, message: 'unavailable' })).toEqual({
      title: 'List Orders Failed',
      description: '503: unavailable',
      variant: 'destructive',
    });
  });

  it('shows a failure without an answer as its message', () => {
    expect(failureToast('List Orders', { message: 'Failed to fetch' }).description).toBe(
      'Failed to fetch',
    );
  });
});

describe('webAddress', () => {
  it.each([
    ['http://127.0.0.1:5000/sandbox-pay/1', 'http://127.0.0.1:5000/sandbox-pay/1'],
    ['https://pay.wonderful.one/x', 'https://pay.wonderful.one/x'],
    ['javascript:alert(1)', null],
    ['/relative', null],
  ])('%s is %s', (value, expected) => {
    expect(webAddress(value)).toBe(expected);
  });
});
