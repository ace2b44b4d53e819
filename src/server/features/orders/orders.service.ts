import { createHash } from 'node:crypto';
import { earliestDateProblem, nationOf } from '#domain/delivery-calendar';
import type { IdempotencyKey } from '#domain/idempotency';
import { ukDate } from '#domain/uk-date';
import { formatGBP, parsePounds, penceToPounds } from '#domain/money';
import { priceLine, quoteRegion, type CustomPricing, type RegionQuote } from '#domain/pricing';
import { DEFAULT_VAT_RATE, type VatRate } from '#domain/vat';
import { regionPrices } from '#shared/region-prices';
import type { Order, PlaceOrderRequestSchema } from '#shared/schemas/orders';
import type { Region } from '#shared/schemas/regions';
import type { Database } from '#server/db/client';
import { AppError } from '#server/http/app-error';
import type { CreateCounter } from '#server/http/counters';
import { createBatcher } from '#server/lib/batcher';
import type { AuditSource } from '../audit/audit-log.ts';
import type { DayBooking, DeliveryPromiseService } from '../delivery-rounds/delivery-promise.ts';
import type { RegionsService } from '../regions/regions.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createConfirmationLimit } from './confirmation-limit.ts';
import type { OrderBus, PlacedOrder } from './order-bus.ts';
import { toOrder } from './order-mapper.ts';
import { createOrdersRepo, type NewOrderEvent, type NewOrderRow } from './orders.repo.ts';
import type { z } from 'zod';
import type { ChangeLog } from '#server/http/change-log';

type PlaceOrderInput = z.output<typeof PlaceOrderRequestSchema>;

/** Who is ordering, as the server knows it from the session (never from the request body). */
export interface OrderingCustomer {
  id: number;
  vatRate: VatRate;
  customPricing: CustomPricing | null;
}

/**
 * An order the business offered the customer itself (a top-up, decision 027): priced at the
 * offer's price rather than the region's, and booked on the offer's day without the customer's
 * notice, as the business books by phone.
 */
export interface BusinessOffer {
  unitPricePence: number;
  /** The offer's recipient: the top-up feature keeps the order on order.placed. */
  recipientId: number;
}

/** An order priced and checked, ready to be written. */
interface OrderDraft {
  values: NewOrderRow;
  /** The round's day the customer books, checked already; null when they book none. */
  booking: DayBooking | null;
  /** How it was placed, for the order.placed event once it is written. */
  placement: Omit<PlacedOrder, 'order'>;
}

/** An order not written because its booked day filled up while it was on its way. */
const DAY_FULL = 'day-full';
type WriteResult = Order | null | typeof DAY_FULL;

/** The first event of a new order's history. */
const createdEvent = ({ order, placedBy }: PlacedOrder): NewOrderEvent => ({
  orderId: order.id,
  actor: placedBy,
  type: 'created',
  newValue: `${order.quantity} t, ${order.totalPrice}`,
});

/** Orders arriving while others are written share the next transaction (group commit). */
const MAX_ORDERS_PER_WRITE = 50;

function deliveryColumns(details: PlaceOrderInput['delivery'], booking: DayBooking | null) {
  return {
    deliveryForm: details?.form ?? null,
    deliveryLorryLimit: details?.lorryLimit ?? null,
    deliveryHoseMetres: details?.hoseMetres ?? null,
    deliveryEarliestDate: details?.earliestDate ?? null,
    deliveryAccessNotes: details?.accessNotes ?? null,
    deliveryRoundId: booking?.roundId ?? null,
    deliveryBookedDate: booking?.date ?? null,
  };
}

export function priceChangedMessage(quote: RegionQuote): string {
  return (
    `The price has changed since you added this to your cart. It is now ${formatGBP(quote.unitPricePence)} ` +
    `per tonne, ${formatGBP(quote.grossPence)} in total including VAT. Please review your order and place it again.`
  );
}

export function createOrdersService(deps: {
  db: Database;
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  regions: RegionsService;
  settings: SettingsService;
  now: () => Date;
  /** Told of each write's new orders, inside its transaction. */
  bus: Pick<OrderBus, 'emit'>;
  /** Told how many new orders each write created (repeated submissions are not counted). */
  onOrdersPlaced?: (count: number) => void;
  createCounter: CreateCounter;
  /** Told of each order placed without its confirmation (confirmation-limit.ts). */
  onConfirmationWithheld?: () => void;
  deliveryPromise: Pick<
    DeliveryPromiseService,
    'dayFor' | 'reserve' | 'refusal' | 'bookingsChanged'
  >;
}) {
  const confirmations = createConfirmationLimit(deps);
  async function deliveryRegion(
    input: PlaceOrderInput,
  ): Promise<{ region: Region; postcode: string }> {
    const { result } = await deps.regions.checkPostcode(input.postcode);
    if (!result.valid) {
      const message = 'regionDisabled' in result ? result.message : 'Invalid postcode';
      throw new AppError('validation', message, [{ path: 'postcode', message }]);
    }
    if (result.region.name !== input.region) {
      const message = `Delivery postcode must be in ${input.region} region to match your cart items.`;
      throw new AppError('validation', message, [{ path: 'postcode', message }]);
    }
    return { region: result.region, postcode: result.postcode };
  }

  /** The earliest delivery date must be a working day far enough ahead where the lorry goes. */
  function checkEarliestDate(input: PlaceOrderInput, postcode: string): void {
    const date = input.delivery?.earliestDate;
    if (!date) return;
    const message = earliestDateProblem(date, ukDate(deps.now()), nationOf(postcode));
    if (message) {
      throw new AppError('validation', message, [{ path: 'delivery.earliestDate', message }]);
    }
  }

  /** Prices the order on the server; the browser's figures must agree or nothing is created. */
  function priceFor(input: PlaceOrderInput, region: Region, customer: OrderingCustomer | null) {
    const quote = quoteRegion({
      prices: regionPrices(region),
      tonnes: input.quantity,
      customPricing: customer?.customPricing ?? null,
      vatRate: customer?.vatRate ?? DEFAULT_VAT_RATE,
      now: deps.now(),
    });
    const agrees =
      parsePounds(input.unitPrice) === quote.unitPricePence &&
      parsePounds(input.totalPrice) === quote.grossPence;
    if (!agrees) {
      throw new AppError('conflict', priceChangedMessage(quote), {
        unitPrice: penceToPounds(quote.unitPricePence),
        totalPrice: penceToPounds(quote.grossPence),
      });
    }
    return quote;
  }

  /**
   * The day the customer asked to book, when they did: a 400 when the round does not run
   * there then (or it is too soon), a 409 with the next free day when it is full.
   */
  async function bookingFor(
    input: PlaceOrderInput,
    postcode: string,
    byBusiness: boolean,
  ): Promise<DayBooking | null> {
    const date = input.delivery?.bookedDate;
    return date
      ? deps.deliveryPromise.dayFor(postcode, input.quantity, date, { byBusiness })
      : null;
  }

  /** A business offer's price: its own per tonne, with the customer's VAT as any order's. */
  function offerPrice(
    input: PlaceOrderInput,
    customer: OrderingCustomer | null,
    offer: BusinessOffer,
  ) {
    const { unitPricePence } = offer;
    const vatRate = customer?.vatRate ?? DEFAULT_VAT_RATE;
    return { unitPricePence, ...priceLine({ unitPricePence, tonnes: input.quantity, vatRate }) };
  }

  /**
   * Writes orders with their emails and history, all or nothing per batch. Null for an order
   * whose idempotency key is taken: it repeats an earlier submission; DAY_FULL for one whose
   * booked day has no room left for it (the others in the batch are written).
   */
  async function writeOrders(drafts: OrderDraft[]): Promise<WriteResult[]> {
    const results = await deps.transaction(async (tx) => {
      const booked = drafts.flatMap((draft) => (draft.booking ? [draft.booking] : []));
      const fits = await deps.deliveryPromise.reserve(tx, booked);
      let nextBooking = 0;
      const kept = drafts.map((draft) => !draft.booking || fits[nextBooking++] === true);
      const written = await insertOrders(
        tx,
        drafts.filter((_, index) => kept[index]),
      );
      let nextWritten = 0;
      return drafts.map((_, index): WriteResult =>
        kept[index] ? written[nextWritten++]! : DAY_FULL,
      );
    });
    const created = results.filter((order) => order !== null && order !== DAY_FULL).length;
    if (created > 0) deps.onOrdersPlaced?.(created);
    if (drafts.some((draft) => draft.booking)) deps.deliveryPromise.bookingsChanged();
    return results;
  }

  /**
   * Inside writeOrders' transaction: insert the orders and their first history event, then
   * tell the shop (tracking links, emails, audit, profile address, offers subscribe).
   */
  async function insertOrders(tx: Database, drafts: OrderDraft[]): Promise<(Order | null)[]> {
    if (drafts.length === 0) return [];
    const ordersRepo = createOrdersRepo(tx);
    const ids = await ordersRepo.reserveIds(drafts.length);
    const inserted = await ordersRepo.insertNew(
      drafts.map((draft, index) => ({ ...draft.values, id: ids[index] })),
    );
    const byId = new Map(inserted.map((row) => [row.id, toOrder(row)]));
    const placed = ids.map((id) => byId.get(id) ?? null);
    const written = drafts.flatMap((draft, index): PlacedOrder[] => {
      const order = placed[index];
      return order ? [{ order, ...draft.placement }] : [];
    });
    await ordersRepo.addEvents(written.map(createdEvent));
    await deps.bus.emit(tx, 'order.placed', { placed: written });
    return placed;
  }

  const writeOrder = createBatcher(writeOrders, { maxBatch: MAX_ORDERS_PER_WRITE });

  async function placeOrder(
    input: PlaceOrderInput,
    context: {
      customer: OrderingCustomer | null;
      /** The submission's key in its source: a browser's never meets one the shop uses. */
      idempotencyKey: IdempotencyKey | null;
      log: ChangeLog;
      source: AuditSource;
      /** Set by the server only: never from a request's figures. */
      offer?: BusinessOffer;
    },
  ): Promise<Order> {
    const { customer, idempotencyKey, log, offer } = context;
    const { region, postcode } = await deliveryRegion(input);
    checkEarliestDate(input, postcode);
    const quote = offer ? offerPrice(input, customer, offer) : priceFor(input, region, customer);
    const byBusiness = offer !== undefined;
    const booking = await bookingFor(input, postcode, byBusiness);
    const [notifyAddress, payment] = await Promise.all([
      deps.settings.newOrdersEmail(),
      deps.settings.paymentSetup(),
    ]);
    const requestHash = createHash('sha256')
      .update(JSON.stringify({ input, customerId: customer?.id ?? null }))
      .digest('hex');

    // Over the limit the order is still placed (an order is never lost to a limit on email);
    // the business's notice says no confirmation went out. See decision 023.
    const confirmation = await confirmations.claim(input.email);
    const placed = await writeOrder({
      values: {
        customerId: customer?.id ?? null,
        companyName: input.companyName ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2 ?? null,
        city: input.city,
        postcode,
        billingAddressLine1: input.billingAddressLine1 ?? null,
        billingAddressLine2: input.billingAddressLine2 ?? null,
        billingCity: input.billingCity ?? null,
        billingPostcode: input.billingPostcode ?? null,
        region: region.name,
        quantity: input.quantity.toFixed(1),
        unitPrice: penceToPounds(quote.unitPricePence),
        vatRate: customer?.vatRate ?? DEFAULT_VAT_RATE,
        vatAmount: penceToPounds(quote.vatPence),
        totalPrice: penceToPounds(quote.grossPence),
        idempotencyKey: idempotencyKey?.key ?? null,
        idempotencySource: idempotencyKey?.source ?? null,
        requestHash: idempotencyKey ? requestHash : null,
        ...deliveryColumns(input.delivery, booking),
      },
      booking,
      placement: {
        saveAddressFor: customer && input.saveAddressToProfile ? customer.id : null,
        placedBy: customer ? 'customer' : 'system',
        notifyAddress,
        payment,
        confirmationWithheld: confirmation === null,
        source: context.source,
        offerRecipientId: offer?.recipientId ?? null,
      },
    }).catch(async (error: unknown) => {
      await confirmation?.undo();
      throw error;
    });
    if (placed === DAY_FULL) {
      await confirmation?.undo();
      const earlier = idempotencyKey
        ? await createOrdersRepo(deps.db).findByIdempotencyKey(idempotencyKey)
        : null;
      if (earlier) return repeatedSubmission(idempotencyKey, requestHash);
      log.info({ bookedDate: booking?.date }, 'order refused: its delivery day filled up');
      throw await deps.deliveryPromise.refusal(postcode, input.quantity, booking!.date, {
        byBusiness,
      });
    }
    if (placed) {
      log.info({ orderId: placed.id, customerId: placed.customerId }, 'order placed');
      if (!confirmation) {
        // The address stays out of the log; the order (and the business's notice) has it.
        log.warn({ orderId: placed.id }, 'order confirmation withheld: too many to one address');
        deps.onConfirmationWithheld?.();
      }
      return placed;
    }
    // A repeated submission sends nothing new, so it uses up none of the address's share.
    await confirmation?.undo();
    // Only a repeated Idempotency-Key inserts nothing: answer with the order it first made.
    const earlier = await repeatedSubmission(idempotencyKey, requestHash);
    log.info({ orderId: earlier.id }, 'order placement repeated: answered the first order');
    return earlier;
  }

  async function repeatedSubmission(
    idempotencyKey: IdempotencyKey | null,
    requestHash: string,
  ): Promise<Order> {
    const earlier = idempotencyKey
      ? await createOrdersRepo(deps.db).findByIdempotencyKey(idempotencyKey)
      : null;
    if (!earlier) throw new Error('An order insert without a repeated key inserted nothing');
    if (earlier.requestHash !== requestHash) {
      throw new AppError(
        'conflict',
        'This checkout was already submitted with different details. Please refresh the page and try again.',
      );
    }
    return toOrder(earlier.order);
  }

  /** Only ever called with the session's customer id, never one from a request. */
  async function listForCustomer(customerId: number): Promise<Order[]> {
    return (await createOrdersRepo(deps.db).listByCustomer(customerId)).map(toOrder);
  }

  return { placeOrder, listForCustomer };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
