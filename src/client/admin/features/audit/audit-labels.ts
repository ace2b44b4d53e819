import type { AuditActor, AuditEntry, AuditVocabulary } from '#shared/schemas/audit';

export const ACTOR_LABELS: Record<AuditActor, string> = {
  admin: 'Back office',
  customer: 'Customer',
  visitor: 'Visitor',
  system: 'Shop',
  provider: 'Payment provider',
};

/** The vocabulary as the tab looks it up: each area's and each action's label by its name. */
export interface AuditLabels {
  areas: Record<string, string>;
  actions: Record<string, string>;
}

export function auditLabels(vocabulary: AuditVocabulary | undefined): AuditLabels {
  const areas = vocabulary?.areas ?? [];
  return {
    areas: Object.fromEntries(areas.map(({ area, label }) => [area, label])),
    actions: Object.fromEntries(
      areas.flatMap(({ actions }) => actions.map(({ action, label }) => [action, label])),
    ),
  };
}

/** An action's label; its name when the server no longer declares it (an older entry). */
export const actionLabel = (labels: AuditLabels, action: string): string =>
  labels.actions[action] ?? action;

/** "order 12", "customer 7"; null when the entry is about no one record. */
export function recordLabel(entry: Pick<AuditEntry, 'entityType' | 'entityId'>): string | null {
  if (!entry.entityType || !entry.entityId) return null;
  return `${entry.entityType} ${entry.entityId}`;
}

/** A value as the tab shows it: text as it is, nothing as a dash, anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  return JSON.stringify(value);
}

export interface ShownChange {
  field: string;
  before: string | null;
  after: string;
}

/**
 * The entry's values as lines: "field: before → after" for a change, "field: value" when only
 * the new (or only the old) value is known.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): ShownChange[] {
  const fields = [
    ...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]),
  ];
  return fields.map((field) => {
    const hasBefore = entry.before !== null && field in entry.before;
    const hasAfter = entry.after !== null && field in entry.after;
    if (hasBefore && hasAfter) {
      return { field, before: shown(entry.before?.[field]), after: shown(entry.after?.[field]) };
    }
    return {
      field,
      before: null,
      after: shown(hasAfter ? entry.after?.[field] : entry.before?.[field]),
    };
  });
}
