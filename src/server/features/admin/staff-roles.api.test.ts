import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayUse, type StaffRole } from '#domain/staff-roles';
import { declaredEndpoints } from '#server/http/declared-endpoints';
import type { EndpointDeclaration } from '#shared/api/endpoint';
import { signInAdmin } from '#test-support/admin';
import { signedInPerson } from '#test-support/people';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let sessions: Record<StaffRole, string>;
let endpoints: EndpointDeclaration[];
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  const owner = await signInAdmin(t.app);
  const office = await signedInPerson(t, owner, {
    email: 'office@shop.test',
    name: 'Olive Office',
    role: 'office',
  });
  const driver = await signedInPerson(t, owner, {
    email: 'driver@shop.test',
    name: 'Derek Driver',
    role: 'driver',
  });
  sessions = { owner, office: office.cookie, driver: driver.cookie };
  endpoints = (await declaredEndpoints()).filter(
    (e) => e.access === 'admin' || e.access === 'admin-setup',
  );
});
afterAll(async () => t.close());

/** A path with every parameter filled in, so the route matches (its check runs before parsing). */
const pathOf = (path: string) => path.replace(/:(\w+)/g, '1');

describe('every back-office endpoint, under each role', () => {
  // The owner last: its calls are allowed through, and may change what the others would see.
  it.each(['driver', 'office', 'owner'] as const)(
    'answers 403 to %s exactly where the role table says',
    async (role) => {
      expect(endpoints.length).toBeGreaterThan(50);
      for (const endpoint of endpoints) {
        const response = await t.app.inject({
          method: endpoint.method,
          url: pathOf(endpoint.path),
          headers: { cookie: sessions[role] },
        });
        const allowed = mayUse(role, endpoint.area);
        const what = `${role} ${endpoint.method} ${endpoint.path} → ${response.statusCode}`;
        if (allowed) {
          expect([401, 403], what).not.toContain(response.statusCode);
        } else {
          expect(response.statusCode, what).toBe(403);
          expect(response.json(), what).toHaveProperty('message');
        }
      }
    },
  );
});
