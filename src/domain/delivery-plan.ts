// The Deliveries tab's plan: open deliveries by date, then by postcode area, with tonnes.

/** The open deliveries of one date (null: still to be scheduled) in one postcode area. */
export interface AreaTotal {
  date: string | null;
  area: string;
  drops: number;
  tonnes: number;
}

export interface AreaPlan {
  area: string;
  drops: number;
  tonnes: number;
}

export interface DayPlan {
  date: string | null;
  drops: number;
  tonnes: number;
  overCapacity: boolean;
  areas: AreaPlan[];
}

/** Quantities are kept to a tenth of a tonne: adding in tenths never drifts (0.1 + 0.2). */
export const addTonnes = (a: number, b: number) => Math.round((a + b) * 10) / 10;

/** A lorry run over capacity; the orders still to be scheduled are on no lorry yet. */
export const isOverCapacity = (date: string | null, tonnes: number, capacityTonnes: number) =>
  date !== null && tonnes > capacityTonnes;

/** 'To be scheduled' first, then dates in order (ISO dates sort as text). */
const byDate = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/**
 * Groups the totals by date ('to be scheduled' first, then dates in order) with each date's
 * postcode areas (alphabetical), drops and tonnes; a dated day over the lorry's capacity is
 * flagged.
 */
export function planDeliveryDays(totals: readonly AreaTotal[], capacityTonnes: number): DayPlan[] {
  const days = new Map<string | null, AreaPlan[]>();
  for (const { date, area, drops, tonnes } of totals) {
    const areas = days.get(date) ?? [];
    areas.push({ area, drops, tonnes });
    days.set(date, areas);
  }
  return [...days.keys()].sort(byDate).map((date) => {
    const areas = (days.get(date) ?? []).sort((a, b) => (a.area < b.area ? -1 : 1));
    const tonnes = areas.reduce((sum, a) => addTonnes(sum, a.tonnes), 0);
    const drops = areas.reduce((sum, a) => sum + a.drops, 0);
    return {
      date,
      drops,
      tonnes,
      overCapacity: isOverCapacity(date, tonnes, capacityTonnes),
      areas,
    };
  });
}
