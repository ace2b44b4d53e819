import { createHash, randomBytes } from 'node:crypto';
import { ukDate } from '#domain/uk-date';
import { formatLongUkDate } from '#domain/delivery-rounds';
import { addDays, startOfLondonDay } from '#domain/london-calendar';
import { parsePounds, penceToPounds } from '#domain/money';
import { priceLine } from '#domain/pricing';
import { estimateStores } from '#domain/store-estimate';
import {
  DEFAULT_EXPIRY_DAYS_BEFORE,
  OFFER_WINDOW_DAYS,
  sendOn,
  topUpIneligibility,
  verdictTurnsOnStore,
} from '#domain/top-up-offers';
import type { TopUpOfferEntry, TopUpOffers, TopUpOfferValues } from '#shared/schemas/top-up-offers';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { ChangeLog } from '#server/http/change-log';
import type { AuditLog, AuditSource } from '../audit/audit-log.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { Outbox } from '../mail/outbox.ts';
import { topUpOfferEmail } from '../mail/templates/top-up-offer-email.ts';
import type { MarketingConsentService } from '../marketing/marketing-consent.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createTopUpOffersRepo, type TopUpOfferRow } from './top-up-offers.repo.ts';

export const TOP_UP_PATH = '/top-up/';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What the offer's page shows its customer. */
export interface TopUpOfferView {
  state: 'open' | 'expired' | 'accepted';
  day: string;
  tonnes: number;
  pricePerTonnePence: number;
  vatRate: number;
  totalPence: number;
  expiresAt: Date;
  address: string[];
  acceptedOrderId: number | null;
}

/**
 * Top-up offers (decision 027): the business offers a lorry-day's spare room, the emails go
 * once to the customers the rule picks, and an accepted offer becomes an order through the
 * usual placement, booked under the day's lock.
 */
export function createTopUpOffersService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  now: () => Date;
  log: ChangeLog;
  audit: Pick<AuditLog, 'record'>;
  settings: Pick<SettingsService, 'get'>;
  consent: Pick<MarketingConsentService, 'consenting'>;
  outbox: Pick<Outbox, 'queueMarketing'>;
  deliveryPromise: Pick<DeliveryPromiseService, 'rounds' | 'spareDays'>;
  orders: Pick<OrdersService, 'placeOrder'>;
  customers: Pick<CustomersService, 'orderingCustomer'>;
  publicUrl: string;
}) {
  const sendDaysBefore = async () => Number(await deps.settings.get('top_up_send_days_before'));

  async function list(): Promise<TopUpOffers> {
    const [spareDays, rows, days] = await Promise.all([
      deps.deliveryPromise.spareDays(OFFER_WINDOW_DAYS),
      createTopUpOffersRepo(deps.db).listWithTakeUp(),
      sendDaysBefore(),
    ]);
    const now = deps.now();
    const offers = rows.map(({ offer, ...takeUp }): TopUpOfferEntry => ({
      id: offer.id,
      roundId: offer.roundId,
      date: offer.date,
      pricePerTonne: penceToPounds(offer.pricePerTonnePence),
      tonnes: Number(offer.tonnes),
      expiresAt: offer.expiresAt.toISOString(),
      sentAt: offer.sentAt?.toISOString() ?? null,
      state: offer.expiresAt <= now ? 'closed' : offer.sentAt ? 'open' : 'waiting',
      ...takeUp,
    }));
    return { spareDays, offers, sendDaysBefore: days };
  }

  /**
   * Refused (400) unless a lorry goes out that day (orders are booked) with room for one
   * customer's tonnes, and the expiry fits.
   */
  async function create(input: TopUpOfferValues, source: AuditSource): Promise<TopUpOfferEntry> {
    const now = deps.now();
    const day = (await deps.deliveryPromise.spareDays(OFFER_WINDOW_DAYS)).find(
      (d) => d.roundId === input.roundId && d.date === input.date,
    );
    if (!day) {
      refuse(
        'date',
        'There is no lorry going out with room on that day in the coming fortnight: choose a day listed',
      );
    }
    if (day.spareTonnes < input.tonnes) {
      refuse('tonnes', `That lorry-day has only ${day.spareTonnes} t spare`);
    }
    const dayStarts = startOfLondonDay(input.date);
    const expiresAt = input.expiresAt ? new Date(input.expiresAt) : defaultExpiry(input.date, now);
    if (expiresAt <= now || expiresAt > dayStarts) {
      refuse('expiresAt', 'The offer must end after now and before the lorry-day begins');
    }
    const offer = await deps.transaction(async (tx) => {
      const row = await createTopUpOffersRepo(tx).insert({
        roundId: input.roundId,
        date: input.date,
        pricePerTonnePence: parsePounds(input.pricePerTonne),
        tonnes: input.tonnes.toFixed(1),
        expiresAt,
      });
      await deps.audit.record(tx, {
        action: 'delivery.top_up_offered',
        ...source,
        entity: { type: 'top_up_offer', id: row.id },
        after: {
          roundId: row.roundId,
          date: row.date,
          pricePerTonne: penceToPounds(row.pricePerTonnePence),
          tonnes: input.tonnes,
          expiresAt: expiresAt.toISOString(),
        },
      });
      return row;
    });
    if (sendOn(offer.date, await sendDaysBefore()) <= ukDate(now)) await send(offer.id);
    const created = (await list()).offers.find((entry) => entry.id === offer.id);
    if (!created) throw new Error(`Top-up offer ${offer.id} vanished after it was made`);
    return created;
  }

  /**
   * Emails the offer to the customers the rule picks, once: the offer's row is locked and
   * marked sent in the same transaction as the emails and the recipients' rows.
   */
  async function send(offerId: number): Promise<number> {
    const rounds = await deps.deliveryPromise.rounds();
    return deps.transaction(async (tx) => {
      const repo = createTopUpOffersRepo(tx);
      const offer = await repo.lockUnsent(offerId);
      if (!offer) return 0;
      const tonnes = Number(offer.tonnes);
      const candidates = (await repo.candidates(offerId)).filter((candidate) =>
        verdictTurnsOnStore(candidate, { ...offer, tonnes }, rounds),
      );
      const stores = estimateStores(
        await repo.customersOrders(candidates.map((candidate) => candidate.customerId)),
      );
      const chosen = candidates
        .map((candidate) => ({ ...candidate, store: stores.get(candidate.customerId) ?? null }))
        .filter((candidate) => topUpIneligibility(candidate, { ...offer, tonnes }, rounds) === null)
        .map((candidate) => ({ candidate, token: randomBytes(32).toString('base64url') }));
      const { refused } = await deps.outbox.queueMarketing(
        tx,
        deps.consent,
        chosen.map(({ candidate, token }) =>
          topUpOfferEmail({
            customerId: candidate.customerId,
            email: candidate.email,
            firstName: candidate.firstName,
            date: offer.date,
            tonnes,
            pricePerTonnePence: offer.pricePerTonnePence,
            expiresAt: offer.expiresAt,
            acceptUrl: `${deps.publicUrl}${TOP_UP_PATH}${token}`,
          }),
        ),
      );
      const notConsenting = new Set(refused);
      const sentAt = deps.now();
      const sent = chosen.filter(({ candidate }) => !notConsenting.has(candidate.customerId));
      await repo.addRecipients(
        sent.map(({ candidate, token }) => ({
          offerId,
          customerId: candidate.customerId,
          tokenHash: hashToken(token),
          sentAt,
        })),
      );
      await repo.markSent(offerId, sentAt);
      return sent.length;
    });
  }

  /** The offers job: each offer whose day is near enough is sent, once. */
  async function sendDue(): Promise<void> {
    const now = deps.now();
    const upTo = addDays(ukDate(now), await sendDaysBefore());
    for (const offerId of await createTopUpOffersRepo(deps.db).unsentDue(upTo, now)) {
      const sent = await send(offerId);
      deps.log.info({ offerId, sent }, 'top-up offer emailed');
    }
  }

  async function recipientOf(token: string) {
    const found = await createTopUpOffersRepo(deps.db).findByTokenHash(hashToken(token));
    if (!found) throw new AppError('not_found', TOP_UP_MESSAGES.unknown);
    return found;
  }

  /** The offer as its link shows it: 404 for a token that is not ours. */
  async function view(token: string): Promise<TopUpOfferView> {
    const { recipient, offer } = await recipientOf(token);
    const [customer, lastOrder] = await Promise.all([
      deps.customers.orderingCustomer(recipient.customerId),
      createTopUpOffersRepo(deps.db).lastOrder(recipient.customerId),
    ]);
    if (!customer || !lastOrder) throw new AppError('not_found', TOP_UP_MESSAGES.unknown);
    const tonnes = Number(offer.tonnes);
    const { grossPence } = priceLine({
      unitPricePence: offer.pricePerTonnePence,
      tonnes,
      vatRate: customer.vatRate,
    });
    return {
      state: recipient.acceptedOrderId
        ? 'accepted'
        : offer.expiresAt <= deps.now()
          ? 'expired'
          : 'open',
      day: formatLongUkDate(offer.date),
      tonnes,
      pricePerTonnePence: offer.pricePerTonnePence,
      vatRate: customer.vatRate,
      totalPence: grossPence,
      expiresAt: offer.expiresAt,
      address: [
        lastOrder.addressLine1,
        lastOrder.addressLine2,
        lastOrder.city,
        lastOrder.postcode,
      ].filter((line): line is string => Boolean(line)),
      acceptedOrderId: recipient.acceptedOrderId,
    };
  }

  /**
   * Places the top-up as an order to the last order's address, booked on the offer's day under
   * its lock: first come, first served. Accepting again answers the same order; an expired
   * offer is 410 and a full day 409, and nothing is stored for either.
   */
  async function accept(
    token: string,
    context: { log: ChangeLog; source: AuditSource },
  ): Promise<{ orderId: number }> {
    const { recipient, offer } = await recipientOf(token);
    if (recipient.acceptedOrderId) return { orderId: recipient.acceptedOrderId };
    if (offer.expiresAt <= deps.now()) throw new AppError('gone', TOP_UP_MESSAGES.expired);
    const [customer, last] = await Promise.all([
      deps.customers.orderingCustomer(recipient.customerId),
      createTopUpOffersRepo(deps.db).lastOrder(recipient.customerId),
    ]);
    if (!customer || !last) throw new AppError('not_found', TOP_UP_MESSAGES.unknown);
    const order = await deps.orders
      .placeOrder(
        {
          companyName: last.companyName ?? undefined,
          firstName: last.firstName,
          lastName: last.lastName,
          email: last.email,
          phone: last.phone,
          addressLine1: last.addressLine1,
          addressLine2: last.addressLine2 ?? undefined,
          city: last.city,
          postcode: last.postcode,
          billingAddressLine1: last.billingAddressLine1 ?? undefined,
          billingAddressLine2: last.billingAddressLine2 ?? undefined,
          billingCity: last.billingCity ?? undefined,
          billingPostcode: last.billingPostcode ?? undefined,
          region: last.region,
          quantity: Number(offer.tonnes),
          // Ignored: the offer's price is the server's own (BusinessOffer).
          unitPrice: 0,
          totalPrice: 0,
          // How the lorry reached them last time; the day is the offer's.
          delivery: {
            form: last.deliveryForm,
            lorryLimit: last.deliveryLorryLimit,
            hoseMetres: last.deliveryHoseMetres,
            accessNotes: last.deliveryAccessNotes,
            earliestDate: null,
            bookedDate: offer.date,
          },
        },
        {
          customer,
          // The same recipient's second press finds the first order instead of booking again.
          // The shop's own source: no checkout's key can take it first (decision 006).
          idempotencyKey: { source: 'top-up', key: `top-up-${recipient.id}` },
          log: context.log,
          source: context.source,
          offer: {
            unitPricePence: offer.pricePerTonnePence,
            recipientId: recipient.id,
          },
        },
      )
      .catch((error: unknown) => {
        throw dayRefusal(error, offer);
      });
    return { orderId: order.id };
  }

  return { list, create, send, sendDue, view, accept };
}

export const TOP_UP_MESSAGES = {
  unknown: 'This offer link is not recognised. Please use the link from your email.',
  expired: 'Sorry, this offer has ended, so it can no longer be accepted.',
  full: (day: string) =>
    `Sorry, the lorry on ${day} has filled up, so this offer can no longer be accepted.`,
  closed: (day: string) => `Sorry, the lorry no longer runs to you on ${day}.`,
} as const;

/** The booking's refusal, said of the offer rather than of checkout's choice of day. */
function dayRefusal(error: unknown, offer: TopUpOfferRow): unknown {
  if (!(error instanceof AppError) || !isBookingProblem(error)) return error;
  const day = formatLongUkDate(offer.date);
  return error.code === 'conflict'
    ? new AppError('conflict', TOP_UP_MESSAGES.full(day))
    : new AppError('validation', TOP_UP_MESSAGES.closed(day));
}

const isBookingProblem = (error: AppError) =>
  Array.isArray(error.details) &&
  error.details.some((detail: { path?: string }) => detail.path === 'delivery.bookedDate');

/** The start of the UK day two days before the lorry-day, or of the day itself when that has passed. */
function defaultExpiry(date: string, now: Date): Date {
  const usual = startOfLondonDay(addDays(date, -DEFAULT_EXPIRY_DAYS_BEFORE));
  return usual > now ? usual : startOfLondonDay(date);
}

function refuse(path: string, message: string): never {
  throw new AppError('validation', message, [{ path, message }]);
}

export type TopUpOffersService = ReturnType<typeof createTopUpOffersService>;
