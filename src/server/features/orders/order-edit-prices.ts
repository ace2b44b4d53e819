import type { CheckoutPriceList } from '#domain/order-edit-pricing';
import type { AdminOrderUpdate } from '#shared/schemas/admin';
import { regionPrices } from '#shared/region-prices';
import { AppError } from '#server/http/app-error';
import type { CustomersService } from '../customers/customers.service.ts';
import type { RegionsService } from '../regions/regions.service.ts';
import type { OrderRow } from './order-row.ts';

/** Where checkout's prices come from: the regions and the customers' custom prices. */
export interface EditPriceSources {
  regions: Pick<RegionsService, 'checkPostcode' | 'listRegions'>;
  customers: Pick<CustomersService, 'orderingCustomer'>;
  now: () => Date;
}

/** An edit ready to plan: its delivery address checked, and checkout's prices for it. */
export interface PricedEditRequest {
  update: AdminOrderUpdate;
  prices: CheckoutPriceList;
}

const refuse = (path: 'postcode' | 'region', message: string) =>
  new AppError('validation', message, [{ path, message }]);

/**
 * A new postcode or region must agree, as at checkout: the region is the one that delivers to
 * the postcode, since its prices are the order's. A region switched off still counts (the
 * business may still deliver an order it took). The postcode is kept in its usual form.
 */
async function checkedAddress(
  regions: EditPriceSources['regions'],
  current: OrderRow,
  update: AdminOrderUpdate,
): Promise<AdminOrderUpdate> {
  if (update.postcode === current.postcode && update.region === current.region) return update;
  const { result } = await regions.checkPostcode(update.postcode);
  if (!result.valid && !('regionDisabled' in result)) throw refuse('postcode', result.message);
  const region = result.valid ? result.region.name : result.regionName;
  const postcode = result.valid ? result.postcode : update.postcode;
  if (region !== update.region) {
    throw refuse(
      'region',
      `${postcode} is in the ${region} region: choose ${region} as the region`,
    );
  }
  return { ...update, postcode };
}

/**
 * What the edited order would be priced at by checkout now: its (edited) region's prices and
 * its customer's custom price. Read before the edit's transaction: on the embedded database a
 * read outside a transaction waits for it to end.
 */
export async function priceEditRequest(
  sources: EditPriceSources,
  current: OrderRow,
  request: AdminOrderUpdate,
): Promise<PricedEditRequest> {
  const update = await checkedAddress(sources.regions, current, request);
  const region = (await sources.regions.listRegions()).find((r) => r.name === update.region);
  const customer =
    current.customerId === null
      ? null
      : await sources.customers.orderingCustomer(current.customerId);
  return {
    update,
    prices: {
      regionPrices: region ? regionPrices(region) : null,
      customPricing: customer?.customPricing ?? null,
      now: sources.now(),
    },
  };
}

/** The order's customer, postcode and region, which its prices were read for, are as they were. */
export function samePriceBasis(read: OrderRow, locked: OrderRow): boolean {
  return (
    read.customerId === locked.customerId &&
    read.postcode === locked.postcode &&
    read.region === locked.region
  );
}
