import type { DeliveryRoundEntry } from '#shared/schemas/delivery-rounds';

export const ROUND_STATUSES = ['enabled', 'disabled'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

/** What the Rounds table is narrowed to; an absent part does not narrow it. */
export interface RoundFilters {
  /** Part of the round's name or depot, or an area it serves ("DN" finds DN and DN15). */
  search?: string;
  /** 1 = Monday ... 7 = Sunday. */
  weekday?: number;
  status?: RoundStatus;
}

const matchesSearch = (round: DeliveryRoundEntry, search: string) => {
  const wanted = search.toUpperCase().replace(/\s+/g, ' ');
  return (
    round.name.toUpperCase().includes(wanted) ||
    round.depot.toUpperCase().includes(wanted) ||
    round.areas.some((area) => area.startsWith(wanted.replace(/\s/g, '')))
  );
};

/** The rounds the filters keep, by name (the planner finds a round by its name). */
export function filterRounds(
  rounds: readonly DeliveryRoundEntry[],
  filters: RoundFilters,
): DeliveryRoundEntry[] {
  const search = filters.search?.trim() ?? '';
  return rounds
    .filter(
      (round) =>
        (!search || matchesSearch(round, search)) &&
        (filters.weekday === undefined || round.weekdays.includes(filters.weekday)) &&
        (filters.status === undefined || round.enabled === (filters.status === 'enabled')),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id - b.id);
}

/** One page of `items`, pages counted from 1. */
export const pageOf = <T>(items: readonly T[], page: number, pageSize: number): T[] =>
  items.slice((page - 1) * pageSize, page * pageSize);
