import { describe, expect, it } from 'vitest';

import {
  bankStatusTone,
  banksFromResponse,
} from '#client/admin/features/payments/supported-banks.ts';

describe('banksFromResponse', () => {
  it('reads the provider shape', () => {
    const body = {
      data: [
        { bank_id: 'b1', bank_name: 'Northern Test Bank', bank_logo: null, status: 'online' },
        { bank_id: 'b2', status: 'offline' },
      ],
    };
    expect(banksFromResponse(body)).toEqual([
      { id: 'b1', name: 'Northern Test Bank', status: 'online' },
      { id: 'b2', name: 'b2', status: 'offline' },
    ]);
  });

  it.each([
    ['no body', undefined],
    ['an error body', { error: true, message: 'Invalid Bearer Token' }],
    ['data that is not a list', { data: 'nothing' }],
  ])('finds no banks in %s', (_label, body) => {
    expect(banksFromResponse(body)).toEqual([]);
  });
});

describe('bankStatusTone', () => {
  it.each([
    ['online', 'success'],
    ['issues', 'warning'],
    ['offline', 'danger'],
    ['maintenance', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(bankStatusTone(status)).toBe(tone);
  });
});
