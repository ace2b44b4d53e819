import { nationOf, offeredDeliveryDates } from '#domain/delivery-calendar';
import { ukDate } from '#domain/uk-date';
import { lorryOverload } from '#domain/delivery-lorry';
import { planDeliveryDays } from '#domain/delivery-plan';
import type { AdminOrder } from '#shared/schemas/admin';
import type {
  DeliveriesBoard,
  DeliveriesQuery,
  DeliveryDates,
  DeliveryDrops,
  DeliveryDropsQuery,
  DeliveryStatusUpdate,
  DeliveryStop,
  SavedDeliveryDetails,
  ScheduleDeliveries,
} from '#shared/schemas/delivery';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import { toOrder } from '../orders/order-mapper.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  createDeliveriesRepo,
  type DeliveryChanges,
  type NewDeliveryEvent,
} from './deliveries.repo.ts';
import {
  deliveryChangeProblem,
  deliveryEvents,
  deliveryValues,
  earlyDateProblem,
  earlyReasonAfter,
} from './delivery-changes.ts';
import type { ProgressNotices } from './progress-notices.ts';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ChangeSource } from '../orders/orders-admin.service.ts';
import type { OrderRow } from '../orders/order-row.ts';

/** How many dates checkout's picker offers: about six weeks of working days. */
const OFFERED_DATES = 30;
export const DEFAULT_LORRY_CAPACITY_TONNES = 28;

type Drop = Awaited<ReturnType<ReturnType<typeof createDeliveriesRepo>['drops']>>[number];

function toStop(row: Drop): DeliveryStop {
  return {
    orderId: row.id,
    name: `${row.firstName} ${row.lastName}`.trim(),
    companyName: row.companyName,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postcode: row.postcode,
    region: row.region,
    quantity: Number(row.quantity),
    delivery: {
      form: row.deliveryForm,
      lorryLimit: row.deliveryLorryLimit,
      hoseMetres: row.deliveryHoseMetres,
      earliestDate: row.deliveryEarliestDate,
      bookedDate: row.deliveryBookedDate,
      accessNotes: row.deliveryAccessNotes,
      status: row.deliveryStatus,
      date: row.deliveryDate,
      slot: row.deliverySlot,
      failureReason: row.deliveryFailureReason,
    },
    earlyReason: row.deliveryEarlyReason,
    overLorryLimit: lorryOverload(Number(row.quantity), row.deliveryLorryLimit),
  };
}

/** One side of a change's events, field by field, as the audit log keeps it. */
function fieldValues(
  events: NewDeliveryEvent[],
  side: 'oldValue' | 'newValue',
): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  for (const event of events) if (event.field) values[event.field] = event[side] ?? null;
  return values;
}

/** Delivery planning: the board, scheduling, each delivery's progress, and checkout's dates. */
export function createDeliveriesService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'get'>;
  progressNotices: ProgressNotices;
  now: () => Date;
  audit: Pick<AuditLog, 'recordAll'>;
  deliveryPromise: Pick<DeliveryPromiseService, 'offer'>;
}) {
  /**
   * Moves the orders' deliveries to `target` in one transaction: every order must allow the
   * move, or none changes. Each change is written with its events and the customer's email.
   */
  async function moveDeliveries(
    orderIds: number[],
    target: DeliveryStatusUpdate,
    who: ChangeSource,
  ): Promise<AdminOrder[]> {
    const changed = await deps.transaction(async (tx) => {
      const repo = createDeliveriesRepo(tx);
      const current = await repo.lockMany(orderIds);
      const missing = orderIds.filter((id) => !current.some((row) => row.id === id));
      if (missing.length > 0) {
        throw new AppError('not_found', `Order not found: #${missing.join(', #')}`);
      }
      const at = deps.now();
      const today = ukDate(at);
      for (const row of current) {
        const problem = deliveryChangeProblem(row, target, today);
        if (problem) throw problem;
      }
      const early = earlyDateProblem(current, target);
      if (early) throw early;
      const pairs = await writeChanges(repo, current, target, at);
      const changes = pairs.map(({ row, after }) => ({
        orderId: row.id,
        events: deliveryEvents(row, after, at),
      }));
      await repo.addEvents(changes.flatMap((change) => change.events));
      await deps.audit.recordAll(
        tx,
        changes.map(({ orderId, events }) => ({
          action: 'order.delivery_changed',
          ...who.source,
          entity: { type: 'order', id: orderId },
          before: fieldValues(events, 'oldValue'),
          after: fieldValues(events, 'newValue'),
        })),
      );
      await deps.progressNotices.changed(
        tx,
        pairs.map(({ row, after }) => ({ before: toOrder(row), after: toOrder(after) })),
        at,
      );
      return pairs.map(({ after }) => toOrder(after));
    });
    who.log.info({ orderIds, deliveryStatus: target.status }, 'deliveries changed');
    return changed.sort((a, b) => a.id - b.id);
  }

  /**
   * Sets the columns of the move on every order (one update, or two when some are booked
   * before their earliest date with the business's reason and some not), and answers each
   * row as written, without reading it back.
   */
  async function writeChanges(
    repo: ReturnType<typeof createDeliveriesRepo>,
    current: OrderRow[],
    target: DeliveryStatusUpdate,
    at: Date,
  ) {
    const values = deliveryValues(target);
    const groups = new Map<
      string | null | undefined,
      { changes: DeliveryChanges; ids: number[] }
    >();
    const pairs = current.map((row) => {
      const reason = earlyReasonAfter(row, target);
      let group = groups.get(reason);
      if (!group) {
        const changes = reason === undefined ? values : { ...values, deliveryEarlyReason: reason };
        group = { changes, ids: [] };
        groups.set(reason, group);
      }
      group.ids.push(row.id);
      return { row, after: { ...row, ...group.changes, updatedAt: at } };
    });
    for (const { changes, ids } of groups.values()) await repo.update(ids, changes, at);
    return pairs;
  }

  async function capacityTonnes(): Promise<number> {
    const stored = Number(await deps.settings.get('lorry_capacity_tonnes'));
    return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_LORRY_CAPACITY_TONNES;
  }

  return {
    /** The board's totals by day and postcode area, against the lorry's capacity. */
    async board(query: DeliveriesQuery): Promise<DeliveriesBoard> {
      const [totals, capacity] = await Promise.all([
        createDeliveriesRepo(deps.db).areaTotals(query),
        capacityTonnes(),
      ]);
      return { capacityTonnes: capacity, days: planDeliveryDays(totals, capacity) };
    },

    /** One day's drops (or one postcode area's that day), as the planner opens it. */
    async drops(query: DeliveryDropsQuery): Promise<DeliveryDrops> {
      const rows = await createDeliveriesRepo(deps.db).drops(query);
      return { drops: rows.map(toStop) };
    },

    scheduleDeliveries: ({ orderIds, ...when }: ScheduleDeliveries, who: ChangeSource) =>
      moveDeliveries(orderIds, { status: 'scheduled', ...when }, who),

    async changeDeliveryStatus(
      orderId: number,
      update: DeliveryStatusUpdate,
      who: ChangeSource,
    ): Promise<AdminOrder> {
      const [order] = await moveDeliveries([orderId], update, who);
      if (!order) throw new AppError('not_found', 'Order not found');
      return order;
    },

    /**
     * The days checkout offers a customer at `postcode` ordering `tonnes`: a round's days to
     * book where one runs there, and always the working days they may give as their earliest
     * date, for when none does.
     */
    async deliveryDates(postcode: string, tonnes: number): Promise<DeliveryDates> {
      const { days, promise } = await deps.deliveryPromise.offer(postcode, tonnes);
      return {
        dates: offeredDeliveryDates(ukDate(deps.now()), nationOf(postcode), OFFERED_DATES),
        days: days?.map((day) => ({ date: day.date, full: !day.fits })) ?? null,
        promise: promise.message,
      };
    },

    /** A signed-in customer's last delivery details, to offer again at checkout. */
    savedDetails: (customerId: number): Promise<SavedDeliveryDetails | null> =>
      createDeliveriesRepo(deps.db).lastDeliveryDetails(customerId),
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
