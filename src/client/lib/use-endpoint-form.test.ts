import { describe, expect, it } from 'vitest';

import { ApiError } from '#client/lib/api-client.ts';
import { serverFieldErrors } from '#client/lib/use-endpoint-form.ts';

const refused = (details: unknown) =>
  new ApiError(400, 'Bad Request', JSON.stringify({ message: 'Invalid request', details }));

describe('serverFieldErrors', () => {
  it('puts each problem on its field, and says all of a field with several', () => {
    const placed = serverFieldErrors(
      refused([
        { path: 'areas', message: 'North already delivers to DN on Monday.' },
        { path: 'name', message: 'Please give the round a name.' },
        { path: 'areas', message: 'DN is listed more than once.' },
      ]),
      ['name', 'areas'],
    );
    expect(Object.fromEntries(placed)).toEqual({
      areas: 'North already delivers to DN on Monday. DN is listed more than once.',
      name: 'Please give the round a name.',
    });
  });

  it('leaves out fields the form does not have, and any answer but a 400', () => {
    expect(serverFieldErrors(refused([{ path: 'id', message: 'Invalid' }]), ['name']).size).toBe(0);
    expect(serverFieldErrors(new ApiError(409, 'Conflict', '{}'), ['name']).size).toBe(0);
    expect(serverFieldErrors(new Error('offline'), ['name']).size).toBe(0);
  });
});
