import { AUDIT_ACTORS, type AuditActor } from '#shared/schemas/audit';
import { FilterSelect } from '#client/admin/components/filter-fields.tsx';
import { ACTOR_LABELS, type AuditLabels } from '#client/admin/features/audit/audit-labels.ts';
import { TextField } from '#client/components/ui/form-field.tsx';

export interface AuditFilterValues {
  area: string | undefined;
  action: string | undefined;
  actor: AuditActor | undefined;
  entityText: string;
}

/** Narrow the log by area, action, who acted, and the record's number. */
export function AuditFilters({
  values,
  labels,
  onChange,
}: {
  values: AuditFilterValues;
  /** What the server's modules declared (empty until it answers). */
  labels: AuditLabels;
  onChange: (values: AuditFilterValues) => void;
}) {
  const allActions = Object.keys(labels.actions);
  const actions = values.area
    ? allActions.filter((action) => action.startsWith(`${values.area}.`))
    : allActions;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect
        className="w-full sm:w-56"
        id="audit-area"
        label="Area"
        anyLabel="All areas"
        value={values.area}
        options={Object.keys(labels.areas)}
        labels={labels.areas}
        // An action of another area would match nothing: a new area clears it.
        onChange={(area) => onChange({ ...values, area, action: undefined })}
      />
      <FilterSelect
        className="w-full sm:w-56"
        id="audit-action"
        label="Action"
        anyLabel="All actions"
        value={values.action}
        options={actions}
        labels={labels.actions}
        onChange={(action) => onChange({ ...values, action })}
      />
      <FilterSelect
        className="w-full sm:w-56"
        id="audit-actor"
        label="Who"
        anyLabel="Anyone"
        value={values.actor}
        options={AUDIT_ACTORS}
        labels={ACTOR_LABELS}
        onChange={(actor) => onChange({ ...values, actor })}
      />
      <TextField
        className="w-full sm:w-44"
        id="audit-record"
        label="Record number"
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 1042"
        value={values.entityText}
        onChange={(event) => onChange({ ...values, entityText: event.target.value })}
      />
    </div>
  );
}
