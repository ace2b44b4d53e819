import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundProblems } from '#domain/delivery-rounds';
import * as endpoints from '#shared/api/delivery-rounds-admin';
import type {
  ClosedDayEntry,
  DeliveryRoundEntry,
  DeliveryRoundInput,
  DeliveryRounds,
} from '#shared/schemas/delivery-rounds';
import { signInAdmin } from '#test-support/admin';
import { watchAuditLog, type AuditLogWatch } from '#test-support/audit';
import { expectAnswerMatchesOpenApi } from '#test-support/openapi';
import { createTestApp, type TestApp } from '#test-support/test-app';

let t: TestApp;
let admin: string;
let log: AuditLogWatch;
beforeAll(async () => {
  t = await createTestApp({ config: { rateLimits: false } });
  admin = await signInAdmin(t.app);
  log = await watchAuditLog(t);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, payload?: object, cookie: string | null = admin) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: cookie ? { cookie } : {} });

const ROUNDS = '/api/admin/delivery-rounds';
const CLOSED_DAYS = '/api/admin/delivery-closed-days';

const list = async () => {
  const response = await send('GET', ROUNDS);
  expect(response.statusCode).toBe(200);
  expectAnswerMatchesOpenApi(endpoints.listDeliveryRounds, response);
  return response.json<DeliveryRounds>();
};

/** The seeded rounds run Monday to Friday, so a round on Saturday overlaps none of them. */
const saturdayRound = (overrides: Partial<DeliveryRoundInput> = {}): DeliveryRoundInput => ({
  name: 'Saturday Humber',
  depot: 'Scunthorpe',
  areas: ['dn 15', 'HU'],
  weekdays: [6],
  capacityTonnes: 26.5,
  lorries: 2,
  enabled: true,
  ...overrides,
});

describe('delivery rounds in the back office', () => {
  it('refuses every endpoint without an admin session', async () => {
    const requests: [Method, string, object?][] = [
      ['GET', ROUNDS],
      ['POST', ROUNDS, saturdayRound()],
      ['PUT', `${ROUNDS}/1`, saturdayRound()],
      ['DELETE', `${ROUNDS}/1`],
      ['POST', CLOSED_DAYS, { date: '2026-12-29' }],
      ['DELETE', `${CLOSED_DAYS}/1`],
    ];
    const before = await list();
    for (const [method, url, body] of requests) {
      expect((await send(method, url, body, null)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await list()).toEqual(before);
  });

  it('seeds rounds for a new shop: enabled regions, weekdays only, none overlapping', async () => {
    const { rounds, closedDays } = await list();
    expect(closedDays).toEqual([]);
    expect(rounds.length).toBeGreaterThan(100);
    const areas = rounds.flatMap((round) => round.areas);
    expect(areas).toContain('DN');
    expect(areas).not.toContain('BT'); // Northern Ireland is disabled in the seed
    for (const round of rounds) {
      expect(round).toMatchObject({ depot: 'Scunthorpe', capacityTonnes: 28, lorries: 1 });
      expect(round.weekdays).toHaveLength(2);
      expect(round.weekdays.every((day) => day >= 1 && day <= 5)).toBe(true);
      expect(roundProblems(round, rounds), round.name).toEqual([]);
    }
    // Every weekday carries some of them.
    const days = new Set(rounds.flatMap((round) => round.weekdays));
    expect([...days].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('creates, lists, updates and deletes a round, each audited', async () => {
    await log.added();
    const created = await send('POST', ROUNDS, saturdayRound());
    expect(created.statusCode).toBe(201);
    expectAnswerMatchesOpenApi(endpoints.createDeliveryRound, created);
    const round = created.json<DeliveryRoundEntry>();
    expect(round).toEqual({
      id: expect.any(Number),
      name: 'Saturday Humber',
      depot: 'Scunthorpe',
      areas: ['DN15', 'HU'],
      weekdays: [6],
      capacityTonnes: 26.5,
      lorries: 2,
      enabled: true,
    });
    expect((await list()).rounds).toContainEqual(round);
    const createdEntry = await log.onlyAdded();
    expect(createdEntry).toMatchObject({
      action: 'delivery.round_created',
      actor: 'admin',
      entityType: 'round',
      entityId: String(round.id),
      after: { name: 'Saturday Humber', areas: ['DN15', 'HU'], capacityTonnes: 26.5 },
    });

    const updated = await send(
      'PUT',
      `${ROUNDS}/${round.id}`,
      saturdayRound({ weekdays: [6, 7], lorries: 1, depot: 'Goole' }),
    );
    expect(updated.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.updateDeliveryRound, updated);
    expect(updated.json()).toMatchObject({ id: round.id, weekdays: [6, 7], depot: 'Goole' });
    expect(await log.onlyAdded()).toMatchObject({
      action: 'delivery.round_updated',
      entityId: String(round.id),
      before: { weekdays: [6], lorries: 2, depot: 'Scunthorpe' },
      after: { weekdays: [6, 7], lorries: 1, depot: 'Goole' },
    });

    const deleted = await send('DELETE', `${ROUNDS}/${round.id}`);
    expect(deleted.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.deleteDeliveryRound, deleted);
    expect((await list()).rounds.map((r) => r.id)).not.toContain(round.id);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'delivery.round_deleted',
      entityId: String(round.id),
      before: { name: 'Saturday Humber' },
    });
    expect((await send('DELETE', `${ROUNDS}/${round.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `${ROUNDS}/${round.id}`, saturdayRound())).statusCode).toBe(404);
  });

  it.each([
    ['zero', 0],
    ['negative', -5],
  ])('refuses a %s capacity, on its field, and stores nothing', async (_, capacityTonnes) => {
    const before = await list();
    await log.added();
    const response = await send('POST', ROUNDS, saturdayRound({ capacityTonnes }));
    expect(response.statusCode).toBe(400);
    expectAnswerMatchesOpenApi(endpoints.createDeliveryRound, response);
    expect(response.json()).toEqual({
      message: 'Capacity must be more than 0 tonnes.',
      details: [{ path: 'capacityTonnes', message: 'Capacity must be more than 0 tonnes.' }],
    });
    expect(await list()).toEqual(before);
    expect(await log.added()).toEqual([]);
  });

  it('refuses a change to a round that would leave it without capacity', async () => {
    const round = (
      await send('POST', ROUNDS, saturdayRound({ name: 'Saturday Lincs', areas: ['LN'] }))
    ).json<DeliveryRoundEntry>();
    const response = await send(
      'PUT',
      `${ROUNDS}/${round.id}`,
      saturdayRound({ name: 'Saturday Lincs', areas: ['LN'], capacityTonnes: 0, lorries: 0 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual([
      'capacityTonnes',
      'lorries',
    ]);
    expect((await list()).rounds).toContainEqual(round);
    await send('DELETE', `${ROUNDS}/${round.id}`);
  });

  it('refuses a round overlapping another on an area and weekday, naming it', async () => {
    const before = await list();
    const doncaster = before.rounds.find((round) => round.areas.includes('DN'))!;
    await log.added();
    // DN15 is in DN: on a day the seeded Doncaster round runs, two rounds would serve it.
    const response = await send(
      'POST',
      ROUNDS,
      saturdayRound({
        name: 'Scunthorpe town',
        areas: ['DN15'],
        weekdays: [doncaster.weekdays[0]!],
      }),
    );
    expect(response.statusCode).toBe(400);
    expectAnswerMatchesOpenApi(endpoints.createDeliveryRound, response);
    const body = response.json<{ message: string; details: { path: string; message: string }[] }>();
    expect(body.message).toContain(`${doncaster.name} already delivers to DN on`);
    expect(body.details).toEqual([{ path: 'areas', message: body.message }]);
    expect(await list()).toEqual(before);
    expect(await log.added()).toEqual([]);

    // Moving an existing round onto the other's day is refused the same way.
    const saturday = (
      await send('POST', ROUNDS, saturdayRound({ name: 'Scunthorpe town', areas: ['DN15'] }))
    ).json<DeliveryRoundEntry>();
    const moved = await send(
      'PUT',
      `${ROUNDS}/${saturday.id}`,
      saturdayRound({ name: 'Scunthorpe town', areas: ['DN15'], weekdays: doncaster.weekdays }),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json<{ message: string }>().message).toContain(doncaster.name);
    expect((await list()).rounds).toContainEqual(saturday);
    // A disabled round serves nowhere, so it overlaps nothing.
    const disabled = await send(
      'PUT',
      `${ROUNDS}/${saturday.id}`,
      saturdayRound({
        name: 'Scunthorpe town',
        areas: ['DN15'],
        weekdays: doncaster.weekdays,
        enabled: false,
      }),
    );
    expect(disabled.statusCode).toBe(200);
    await send('DELETE', `${ROUNDS}/${saturday.id}`);
  });

  it('refuses a body of the wrong shape with the field named', async () => {
    const response = await send('POST', ROUNDS, { ...saturdayRound(), capacityTonnes: '28' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ details: { path: string }[] }>().details[0]!.path).toBe(
      'capacityTonnes',
    );
    const tenths = await send('POST', ROUNDS, saturdayRound({ capacityTonnes: 27.55 }));
    expect(tenths.statusCode).toBe(400);
  });

  it('closes and opens days, for all rounds or one; a day closed twice is refused', async () => {
    const round = (
      await send('POST', ROUNDS, saturdayRound({ name: 'Saturday York', areas: ['YO'] }))
    ).json<DeliveryRoundEntry>();
    await log.added();

    const all = await send('POST', CLOSED_DAYS, { date: '2026-12-29', reason: 'Works holiday' });
    expect(all.statusCode).toBe(201);
    expectAnswerMatchesOpenApi(endpoints.addClosedDay, all);
    const allDay = all.json<ClosedDayEntry>();
    expect(allDay).toEqual({
      id: expect.any(Number),
      date: '2026-12-29',
      roundId: null,
      reason: 'Works holiday',
    });
    expect(await log.onlyAdded()).toMatchObject({
      action: 'delivery.day_closed',
      entityType: 'closed_day',
      after: { date: '2026-12-29', roundId: null, reason: 'Works holiday' },
    });

    // The same date for one round is another closed day; each only once.
    const one = await send('POST', CLOSED_DAYS, {
      date: '2026-12-29',
      roundId: round.id,
      reason: 'Lorry in for its MOT',
    });
    expect(one.statusCode).toBe(201);
    const oneDay = one.json<ClosedDayEntry>();
    await log.added();
    for (const again of [
      { date: '2026-12-29' },
      { date: '2026-12-29', roundId: round.id, reason: 'Twice' },
    ]) {
      const refused = await send('POST', CLOSED_DAYS, again);
      expect(refused.statusCode).toBe(409);
      expectAnswerMatchesOpenApi(endpoints.addClosedDay, refused);
      expect(refused.json<{ message: string }>().message).toMatch(/2026-12-29 is closed already/);
    }
    expect(await log.added()).toEqual([]);
    const noRound = await send('POST', CLOSED_DAYS, { date: '2026-12-30', roundId: 999999 });
    expect(noRound.statusCode).toBe(400);
    const badDate = await send('POST', CLOSED_DAYS, { date: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);

    expect((await list()).closedDays).toEqual([allDay, oneDay]);

    const opened = await send('DELETE', `${CLOSED_DAYS}/${allDay.id}`);
    expect(opened.statusCode).toBe(200);
    expectAnswerMatchesOpenApi(endpoints.removeClosedDay, opened);
    expect(await log.onlyAdded()).toMatchObject({
      action: 'delivery.day_reopened',
      entityId: String(allDay.id),
      before: { date: '2026-12-29', roundId: null },
    });
    expect((await send('DELETE', `${CLOSED_DAYS}/${allDay.id}`)).statusCode).toBe(404);

    // A round's own closed days go with it.
    await send('DELETE', `${ROUNDS}/${round.id}`);
    expect((await list()).closedDays).toEqual([]);
  });
});
