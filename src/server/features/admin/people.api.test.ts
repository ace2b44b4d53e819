import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '#server/features/audit/audit.tables';
import { adminCookieFrom, authenticateAdmin, signInAdmin } from '#test-support/admin';
import {
  acceptInvitation,
  invite,
  latestInvitationToken,
  signedInPerson,
  signInPerson,
  STAFF_PASSWORD,
} from '#test-support/people';
import { placeOrder, setOrderStatus } from '#test-support/placed-orders';
import { createTestApp, type TestApp } from '#test-support/test-app';
import { INVITATION_LINK_MESSAGE } from '#shared/schemas/people';
import { staff, staffInvitations } from './admin.tables.ts';

let t: TestApp;
let owner: string;
let clock = new Date('2026-12-01T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false }, now: () => clock });
  owner = await signInAdmin(t.app);
});
afterAll(async () => t.close());

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie } });
const latestEntry = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('the owner', () => {
  it('still signs in with the admin password alone, as person 1', async () => {
    const response = await authenticateAdmin(t.app);
    expect(response.statusCode).toBe(200);
    const cookie = adminCookieFrom(response) ?? '';
    const who = await get('/api/admin/check-auth', cookie);
    expect(who.json()).toEqual({ authenticated: true, id: 1, name: 'Owner', role: 'owner' });
  });
});

describe('an invitation', () => {
  it('sets the person’s password once; the same link again is refused', async () => {
    const invited = await invite(t, owner, {
      email: 'Office.Ann@Shop.test',
      name: 'Ann Office',
      role: 'office',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: 'office.ann@shop.test', status: 'invited' });
    const token = await latestInvitationToken(t, 'office.ann@shop.test');

    // Not signed in before accepting: there is no password yet.
    expect((await signInPerson(t, 'office.ann@shop.test')).statusCode).toBe(401);

    const weak = await acceptInvitation(t, token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect((await acceptInvitation(t, token)).statusCode).toBe(200);
    const again = await acceptInvitation(t, token, `${STAFF_PASSWORD} again`);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: INVITATION_LINK_MESSAGE });

    const signedIn = await signInPerson(t, 'office.ann@shop.test');
    expect(signedIn.statusCode).toBe(200);
    const who = await get('/api/admin/check-auth', adminCookieFrom(signedIn) ?? '');
    expect(who.json()).toMatchObject({ name: 'Ann Office', role: 'office' });
  });

  it('is refused after 7 days, and changes nothing', async () => {
    await invite(t, owner, { email: 'late@shop.test', name: 'Late Driver', role: 'driver' });
    const token = await latestInvitationToken(t, 'late@shop.test');
    const sentAt = clock;
    clock = new Date(sentAt.getTime() + 7 * 24 * 60 * 60 * 1000);
    try {
      const late = await acceptInvitation(t, token);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ message: INVITATION_LINK_MESSAGE });
      const [person] = await t.database.db
        .select()
        .from(staff)
        .where(eq(staff.email, 'late@shop.test'));
      expect(person).toMatchObject({ status: 'invited', passwordHash: null });
      const [link] = await t.database.db
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.staffId, person?.id ?? 0));
      expect(link?.usedAt).toBeNull();
    } finally {
      clock = sentAt;
    }
  });

  it('refuses an email already in the back office', async () => {
    const response = await invite(t, owner, {
      email: 'office.ann@shop.test',
      name: 'Ann Again',
      role: 'driver',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toHaveProperty('message');
  });

  it('can be sent again: the earlier link stops working', async () => {
    const invited = await invite(t, owner, {
      email: 'twice@shop.test',
      name: 'Twice',
      role: 'driver',
    });
    const { id } = invited.json<{ id: number }>();
    const first = await latestInvitationToken(t, 'twice@shop.test');
    expect((await post(`/api/admin/people/${id}/invitation`, owner)).statusCode).toBe(200);
    const second = await latestInvitationToken(t, 'twice@shop.test');
    expect(second).not.toBe(first);
    expect((await acceptInvitation(t, first)).statusCode).toBe(410);
    expect((await acceptInvitation(t, second)).statusCode).toBe(200);
  });
});

describe('suspension', () => {
  it('ends the person’s sessions at once; they cannot sign in until reinstated', async () => {
    const person = await signedInPerson(t, owner, {
      email: 'suspended@shop.test',
      name: 'Sam Suspended',
      role: 'office',
    });
    expect((await get('/api/orders', person.cookie)).statusCode).toBe(200);

    const suspended = await post(`/api/admin/people/${person.id}/suspend`, owner);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ status: 'suspended' });

    const old = await get('/api/orders', person.cookie);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'Admin authentication required' });
    const again = await signInPerson(t, 'suspended@shop.test');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toHaveProperty('message');

    expect((await post(`/api/admin/people/${person.id}/reinstate`, owner)).statusCode).toBe(200);
    expect((await signInPerson(t, 'suspended@shop.test')).statusCode).toBe(200);
  });

  it('never suspends the owner', async () => {
    const response = await post('/api/admin/people/1/suspend', owner);
    expect(response.statusCode).toBe(409);
    expect((await get('/api/admin/check-auth', owner)).statusCode).toBe(200);
  });

  it('lists everyone with their role, status and last sign-in', async () => {
    const response = await get('/api/admin/people', owner);
    expect(response.statusCode).toBe(200);
    const { people } = response.json<{
      people: { name: string; role: string; lastSignInAt: string | null }[];
    }>();
    expect(people[0]).toMatchObject({ name: 'Owner', role: 'owner' });
    expect(people[0]?.lastSignInAt).not.toBeNull();
    expect(people.find((p) => p.name === 'Ann Office')?.lastSignInAt).not.toBeNull();
  });
});

describe('the audit log', () => {
  it('names the person of each entry, and records a screen refused for the role', async () => {
    const driver = await signedInPerson(t, owner, {
      email: 'driver.dan@shop.test',
      name: 'Dan Driver',
      role: 'driver',
    });
    const signedIn = await latestEntry('admin.signed_in');
    expect(signedIn?.staffId).toBe(driver.id);

    const refused = await get('/api/orders', driver.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty('message');
    const entry = await latestEntry('people.access_refused');
    expect(entry).toMatchObject({ staffId: driver.id, actor: 'admin' });
    expect(entry?.after).toMatchObject({ method: 'GET', path: '/api/orders' });

    const list = await get('/api/admin/audit?action=people.access_refused', owner);
    expect(list.json()).toMatchObject({ items: [{ staffName: 'Dan Driver' }] });

    // The driver may still check the session and sign out.
    expect((await get('/api/admin/check-auth', driver.cookie)).statusCode).toBe(200);
    expect((await post('/api/admin/logout', driver.cookie)).statusCode).toBe(200);
  });
});

describe('the order view', () => {
  it('names the person who made each change in the order’s history', async () => {
    const office = await signedInPerson(t, owner, {
      email: 'olive@shop.test',
      name: 'Olive Office',
      role: 'office',
    });
    const id = await placeOrder(t);
    await setOrderStatus(t, office.cookie, id, 'confirmed');
    const events = await get(`/api/orders/${id}/events`, owner);
    expect(events.statusCode).toBe(200);
    const history = events.json<{ type: string; actor: string; by: string | null }[]>();
    expect(history.find((e) => e.type === 'created')).toMatchObject({ by: null });
    expect(history.find((e) => e.type === 'status_changed')).toMatchObject({
      actor: 'admin',
      by: 'Olive Office',
    });
    const entry = await latestEntry('order.status_changed');
    expect(entry?.staffId).toBe(office.id);
  });
});
