import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDeliveryTerms } from '#shared/api/deliveries';
import type { DeliveryRounds } from '#shared/schemas/delivery-rounds';
import { signInAdmin } from '#test-support/admin';
import { addDoncasterSaturdayRound } from '#test-support/delivery-rounds';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const adminCall = (method: 'GET' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

async function terms() {
  const response = await t.app.inject({ method: 'GET', url: '/api/delivery-terms' });
  expect(response.statusCode).toBe(200);
  expectAnswerMatchesOpenApi(getDeliveryTerms, response);
  return response.json<{ leadWorkingDays: number; roundsBookDays: boolean }>();
}

/** Switches every round off, so no postcode books a day at checkout. */
async function disableEveryRound() {
  const { rounds } = (await adminCall('GET', '/api/admin/delivery-rounds')).json<DeliveryRounds>();
  for (const { id, ...round } of rounds) {
    const saved = await adminCall('PUT', `/api/admin/delivery-rounds/${id}`, {
      ...round,
      enabled: false,
    });
    expect(saved.statusCode).toBe(200);
  }
}

describe('GET /api/delivery-terms', () => {
  it('states the lead time in Settings and whether any round books days', async () => {
    await disableEveryRound();
    expect(await terms()).toEqual({ leadWorkingDays: 3, roundsBookDays: false });

    const saved = await adminCall('PATCH', '/api/settings', [
      { key: 'delivery_lead_working_days', value: '5' },
    ]);
    expect(saved.statusCode).toBe(200);
    await addDoncasterSaturdayRound(t.app, admin, 28);
    expect(await terms()).toEqual({ leadWorkingDays: 5, roundsBookDays: true });
  });
});
