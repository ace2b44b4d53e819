// The Deliveries tab's plan: open deliveries by date, then by postcode area, with tonnes.
import { parsePostcode } from './postcode.ts';

export interface PlannedStop {
  postcode: string;
  quantity: number;
  /** The delivery date, or null while it is still to be scheduled. */
  date: string | null;
}

export interface AreaGroup<S> {
  area: string;
  tonnes: number;
  stops: S[];
}

export interface DayGroup<S> {
  date: string | null;
  tonnes: number;
  overCapacity: boolean;
  areas: AreaGroup<S>[];
}

/** Adds tonnes in half tonnes, so 0.5 + 0.5 + ... never drifts. */
const addTonnes = (a: number, b: number) => Math.round((a + b) * 2) / 2;

const areaOf = (postcode: string) => parsePostcode(postcode)?.area ?? postcode.slice(0, 2);

/**
 * Groups stops by date ('to be scheduled' first, then dates in order) and within a date by
 * postcode area (alphabetical), each group with its tonnes; a dated day over the lorry's
 * capacity is flagged.
 */
export function planDeliveries<S extends PlannedStop>(
  stops: readonly S[],
  capacityTonnes: number,
): DayGroup<S>[] {
  const days = new Map<string | null, Map<string, AreaGroup<S>>>();
  for (const stop of stops) {
    let areas = days.get(stop.date);
    if (!areas) days.set(stop.date, (areas = new Map<string, AreaGroup<S>>()));
    const area = areaOf(stop.postcode);
    let group = areas.get(area);
    if (!group) areas.set(area, (group = { area, tonnes: 0, stops: [] }));
    group.stops.push(stop);
    group.tonnes = addTonnes(group.tonnes, stop.quantity);
  }
  const dates = [...days.keys()].sort((a, b) =>
    a === null ? -1 : b === null ? 1 : a.localeCompare(b),
  );
  return dates.map((date) => {
    const areas = [...(days.get(date)?.values() ?? [])].sort((a, b) =>
      a.area.localeCompare(b.area),
    );
    const tonnes = areas.reduce((sum, a) => addTonnes(sum, a.tonnes), 0);
    return { date, tonnes, overCapacity: date !== null && tonnes > capacityTonnes, areas };
  });
}
