import { createHash } from 'node:crypto';
import {
  deliveredBilling,
  deliveredWeightProblem,
  formatDeliveredTonnes,
} from '#domain/delivered-billing';
import {
  NOT_DELIVERED_REASON_LABELS,
  PROOF_MESSAGES,
  proofImageType,
  proofProblem,
} from '#domain/delivery-proof';
import { parsePounds, penceToPounds } from '#domain/money';
import { ukDate } from '#domain/uk-date';
import { isVatRate, vatOn, type VatRate } from '#domain/vat';
import type {
  DeliveryOutcome,
  RecordDelivered,
  RecordNotDelivered,
} from '#shared/schemas/delivery-outcome';
import type { DeliveryStatusUpdate } from '#shared/schemas/delivery';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { DeliveryBill, DeliveryBilling } from '../orders/delivered-billing.ts';
import type { DeliveryMoveEvents } from '../orders/delivery-moves.ts';
import { ORDER_NOT_FOUND } from '../orders/order-not-found.ts';
import { orderRecords } from '../orders/order-records.ts';
import type { OrderRow } from '../orders/order-row.ts';
import type { ChangeSource } from '../orders/orders-admin.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createDeliveriesRepo } from './deliveries.repo.ts';
import { deliveryChangeProblem, deliveryEvents, deliveryValues } from './delivery-changes.ts';
import {
  createDeliveryOutcomesRepo,
  type DeliveryOutcomeRow,
  type NewDeliveryOutcome,
} from './delivery-outcomes.repo.ts';
import { DEFAULT_LORRY_CAPACITY_TONNES } from './deliveries.service.ts';

const KEY_REUSED =
  'This Idempotency-Key was sent before with other details: send a new key for a new report';

/** The outcome as the back office and the driver's phone read it back, with the bill it left. */
export function outcomeAnswer(row: DeliveryOutcomeRow, order: OrderRow): DeliveryOutcome {
  return {
    orderId: row.orderId,
    outcome: row.outcome,
    at: row.occurredAt.toISOString(),
    deliveredTonnes: row.deliveredTonnes,
    ticketNumber: row.ticketNumber,
    proof: row.proof,
    reason: row.reason,
    note: row.reasonNote,
    charge: row.charge,
    billedTonnes: order.billedTonnes ?? formatDeliveredTonnes(Number(order.quantity)),
    totalPrice: order.totalPrice,
    recordedAt: row.createdAt.toISOString(),
  };
}

/** The image a request carries, from base64 or a data URL; null when it is not base64 at all. */
function decodeImage(text: string): Buffer | null {
  const base64 = text.replace(/^data:[^;,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 === 1) return null;
  return Buffer.from(base64, 'base64');
}

const vatRateOf = (order: OrderRow): VatRate => {
  if (!isVatRate(order.vatRate)) throw new Error(`Order ${order.id} has VAT rate ${order.vatRate}`);
  return order.vatRate;
};

/**
 * Closing a drop (decision 045): 'Delivered' with the weigh-loader's ticket and its proof, or
 * 'Not delivered' with the reason. Each report is written with the bill it leaves (through the
 * orders feature, as an edit: credit note, replacing invoice, ledger, the customer's email)
 * and the delivery's move (delivered or failed, with its email) in one transaction. Reports
 * are safe to repeat: the same Idempotency-Key answers what it first recorded, and a second
 * 'Delivered' for an order answers the first.
 */
export function createDeliveryOutcomes(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  settings: Pick<SettingsService, 'get' | 'newOrdersEmail'>;
  now: () => Date;
  deliveryPromise: Pick<DeliveryPromiseService, 'rounds'>;
  deliveryMoves: DeliveryMoveEvents;
  deliveryBilling: DeliveryBilling;
}) {
  /** What one lorry carries to this order: its round's lorry, else the business's setting. */
  async function lorryLoadTonnes(order: OrderRow): Promise<number> {
    if (order.deliveryRoundId !== null) {
      const round = (await deps.deliveryPromise.rounds()).find(
        (r) => r.id === order.deliveryRoundId,
      );
      if (round) return round.capacityTonnes;
    }
    const stored = Number(await deps.settings.get('lorry_capacity_tonnes'));
    return Number.isFinite(stored) && stored > 0 ? stored : DEFAULT_LORRY_CAPACITY_TONNES;
  }

  /**
   * The report's key, already used: the outcome it recorded, for the same details; a refusal
   * for other details. Null for a new key.
   */
  async function replayed(db: Database, key: string, hash: string) {
    const earlier = await createDeliveryOutcomesRepo(db).byKey(key);
    if (!earlier) return null;
    if (earlier.requestHash !== hash) throw new AppError('conflict', KEY_REUSED);
    return earlier;
  }

  async function answerFor(db: Database, row: DeliveryOutcomeRow): Promise<DeliveryOutcome> {
    const order = await orderRecords(db).findById(row.orderId);
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
    return outcomeAnswer(row, order);
  }

  /**
   * In the transaction, the order locked: the outcome, the bill it leaves, the delivery's move
   * and its email. Answers the outcome with the order as billed.
   */
  async function close(
    tx: Database,
    current: OrderRow,
    outcome: NewDeliveryOutcome,
    bill: DeliveryBill | null,
    target: DeliveryStatusUpdate,
    who: ChangeSource,
  ) {
    const problem = deliveryChangeProblem(current, target, ukDate(deps.now()));
    if (problem) throw problem;
    const at = deps.now();
    const row = await createDeliveryOutcomesRepo(tx).insert(outcome);
    let billed = current;
    const afterCommit: Awaited<ReturnType<DeliveryBilling>>['afterCommit'] = [];
    if (bill) {
      const notifyAddress = await deps.settings.newOrdersEmail();
      const done = await deps.deliveryBilling(tx, current, bill, {
        source: who.source,
        at,
        notifyAddress,
      });
      billed = done.after;
      afterCommit.push(...done.afterCommit);
    }
    const changes = deliveryValues(target);
    await createDeliveriesRepo(tx).update([current.id], changes, at);
    const after: OrderRow = { ...billed, ...changes, updatedAt: at };
    const events = deliveryEvents(billed, after, at);
    await createDeliveriesRepo(tx).addEvents(events);
    await deps.deliveryMoves(
      tx,
      [
        {
          before: billed,
          after,
          changes: events.flatMap(({ field, oldValue, newValue }) =>
            field ? [{ field, oldValue, newValue }] : [],
          ),
        },
      ],
      who.source,
      at,
    );
    return { answer: outcomeAnswer(row, after), afterCommit };
  }

  /** Runs a report: a replayed key answers at once; else the transaction, then its aftermath. */
  async function report(
    orderId: number,
    key: string,
    hash: string,
    who: ChangeSource,
    work: (
      tx: Database,
      current: OrderRow,
    ) => Promise<{
      answer: DeliveryOutcome;
      afterCommit: Awaited<ReturnType<DeliveryBilling>>['afterCommit'];
    }>,
  ): Promise<DeliveryOutcome> {
    const seen = await replayed(deps.db, key, hash);
    if (seen) return answerFor(deps.db, seen);
    const done = await deps.transaction(async (tx) => {
      const [current] = await orderRecords(tx).lockMany([orderId]);
      if (!current) throw new AppError('not_found', ORDER_NOT_FOUND);
      // Under the order's lock: a repeat sent meanwhile has been written by now.
      const again = await replayed(tx, key, hash);
      if (again) return { answer: await answerFor(tx, again), afterCommit: [] };
      return work(tx, current);
    });
    for (const run of done.afterCommit) await run(who.log);
    who.log.info({ orderId, outcome: done.answer.outcome }, 'drop closed');
    return done.answer;
  }

  const hashOf = (orderId: number, kind: string, body: unknown) =>
    createHash('sha256').update(JSON.stringify({ orderId, kind, body })).digest('hex');

  return {
    async recordDelivered(
      orderId: number,
      body: RecordDelivered,
      key: string,
      who: ChangeSource,
    ): Promise<DeliveryOutcome> {
      const image = decodeImage(body.image);
      const what = body.proof === 'signature' ? 'signature' : 'photo';
      const imageProblem = image ? proofProblem(image, what) : PROOF_MESSAGES.notImage(what);
      if (imageProblem !== null || !image) {
        const message = imageProblem ?? PROOF_MESSAGES.notImage(what);
        throw new AppError('validation', message, [{ path: 'image', message }]);
      }
      const tolerance = Number(await deps.settings.get('delivered_weight_tolerance_tonnes'));
      return report(orderId, key, hashOf(orderId, 'delivered', body), who, async (tx, current) => {
        const delivered = await createDeliveryOutcomesRepo(tx).latest(orderId);
        // The drop is closed already: the first report stands and is answered again.
        if (delivered?.outcome === 'delivered') {
          return { answer: outcomeAnswer(delivered, current), afterCommit: [] };
        }
        const weight = deliveredWeightProblem({
          deliveredTonnes: body.deliveredTonnes,
          orderedTonnes: Number(current.quantity),
          lorryLoadTonnes: await lorryLoadTonnes(current),
          confirmedLarge: body.confirmLargeWeight === true,
        });
        if (weight) {
          throw new AppError('validation', weight.message, [
            { path: 'deliveredTonnes', message: weight.message },
          ]);
        }
        const vatRate = vatRateOf(current);
        const rebill = deliveredBilling({
          orderedTonnes: Number(current.quantity),
          deliveredTonnes: body.deliveredTonnes,
          unitPricePence: parsePounds(current.unitPrice),
          vatRate,
          toleranceTonnes: Number.isFinite(tolerance) ? tolerance : 0.05,
        });
        // An aborted trip's charge, billed before, stays on the bill beside the goods.
        const chargePence = parsePounds(current.extraCharge);
        const chargeVat = vatOn(chargePence, vatRate);
        const bill: DeliveryBill | null = rebill.changed
          ? {
              billedTonnes: rebill.tonnes,
              vatPence: rebill.vatPence + chargeVat,
              totalPence: rebill.grossPence + chargePence + chargeVat,
            }
          : null;
        return close(
          tx,
          current,
          {
            orderId,
            outcome: 'delivered',
            occurredAt: new Date(body.deliveredAt),
            deliveredTonnes: formatDeliveredTonnes(body.deliveredTonnes),
            ticketNumber: body.ticketNumber,
            proof: body.proof,
            proofImage: image,
            proofImageType: proofImageType(image),
            staffId: who.source.staffId ?? null,
            idempotencyKey: key,
            requestHash: hashOf(orderId, 'delivered', body),
          },
          bill,
          { status: 'delivered' },
          who,
        );
      });
    },

    async recordNotDelivered(
      orderId: number,
      body: RecordNotDelivered,
      key: string,
      who: ChangeSource,
    ): Promise<DeliveryOutcome> {
      const chargeSetting = parsePounds(await deps.settings.get('aborted_delivery_charge'));
      return report(
        orderId,
        key,
        hashOf(orderId, 'not_delivered', body),
        who,
        async (tx, current) => {
          const latest = await createDeliveryOutcomesRepo(tx).latest(orderId);
          // The same failed drop reported again under another key: the first report stands.
          if (latest && current.deliveryStatus === 'failed' && latest.outcome === 'not_delivered') {
            return { answer: outcomeAnswer(latest, current), afterCommit: [] };
          }
          if (latest?.outcome === 'delivered') {
            throw new AppError('conflict', `Order #${orderId} was delivered already`);
          }
          const chargePence = body.chargeApplies ? chargeSetting : 0;
          const vatRate = vatRateOf(current);
          const bill: DeliveryBill | null =
            chargePence > 0
              ? {
                  addChargePence: chargePence,
                  vatPence: parsePounds(current.vatAmount) + vatOn(chargePence, vatRate),
                  totalPence:
                    parsePounds(current.totalPrice) + chargePence + vatOn(chargePence, vatRate),
                }
              : null;
          const label = NOT_DELIVERED_REASON_LABELS[body.reason];
          return close(
            tx,
            current,
            {
              orderId,
              outcome: 'not_delivered',
              occurredAt: new Date(body.at),
              reason: body.reason,
              reasonNote: body.note ?? null,
              charge: chargePence > 0 ? penceToPounds(chargePence) : null,
              staffId: who.source.staffId ?? null,
              idempotencyKey: key,
              requestHash: hashOf(orderId, 'not_delivered', body),
            },
            bill,
            { status: 'failed', reason: body.note ? `${label}: ${body.note}` : label },
            who,
          );
        },
      );
    },

    /** The order's latest outcome, or null while its drop is open. */
    async latest(orderId: number): Promise<DeliveryOutcome | null> {
      const row = await createDeliveryOutcomesRepo(deps.db).latest(orderId);
      return row ? answerFor(deps.db, row) : null;
    },
  };
}

export type DeliveryOutcomes = ReturnType<typeof createDeliveryOutcomes>;
