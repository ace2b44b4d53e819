import { DEFAULT_DEPOT } from '#shared/schemas/delivery-rounds';
import { DEFAULT_LORRY_CAPACITY_TONNES } from '#shared/schemas/settings';
import type { deliveryRounds } from '#server/features/delivery-rounds/delivery-rounds.tables';

/**
 * A new shop's rounds, so it can take bookings before the back office plans its own: one round
 * per enabled region, to that region's postcode areas, with one lorry of the default load, on
 * two weekdays two days apart. Regions share no area, so no two rounds overlap on any day; the
 * weekday pairs turn through the week (Mon+Wed, Tue+Thu, Wed+Fri, Thu+Mon, Fri+Tue) so that each
 * weekday carries about the same number of rounds. Disabled regions get none: nobody can order
 * there.
 */
export function defaultDeliveryRounds(
  regions: readonly { name: string; postcodePrefix: string; enabled?: boolean | null }[],
): (typeof deliveryRounds.$inferInsert)[] {
  return regions
    .filter((region) => region.enabled !== false)
    .map((region, index) => ({
      name: region.name,
      depot: DEFAULT_DEPOT,
      areas: region.postcodePrefix
        .split(',')
        .map((prefix) => prefix.replace(/\s+/g, '').toUpperCase())
        .filter((prefix) => prefix !== ''),
      weekdays: [1 + (index % 5), 1 + ((index + 2) % 5)],
      capacityTonnes: String(DEFAULT_LORRY_CAPACITY_TONNES),
      lorries: 1,
    }));
}
