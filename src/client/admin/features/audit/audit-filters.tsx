import type { ReactNode } from 'react';

import { AUDIT_ACTORS, type AuditActor } from '#shared/schemas/audit';
import { ACTOR_LABELS, type AuditLabels } from '#client/admin/features/audit/audit-labels.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

/** A select's value for "no filter" (Radix selects cannot hold an empty value). */
const ANY = 'any';

export interface AuditFilterValues {
  area: string | undefined;
  action: string | undefined;
  actor: AuditActor | undefined;
  entityText: string;
}

function FilterSelect<T extends string>(props: {
  id: string;
  label: string;
  anyLabel: string;
  value: T | undefined;
  options: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (value: T | undefined) => void;
}): ReactNode {
  const { id, label, anyLabel, value, options, labels, onChange } = props;
  return (
    <div className="w-full sm:w-56">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value ?? ANY}
        onValueChange={(next) => onChange(options.find((option) => option === next))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels[option]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
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
        id="audit-action"
        label="Action"
        anyLabel="All actions"
        value={values.action}
        options={actions}
        labels={labels.actions}
        onChange={(action) => onChange({ ...values, action })}
      />
      <FilterSelect
        id="audit-actor"
        label="Who"
        anyLabel="Anyone"
        value={values.actor}
        options={AUDIT_ACTORS}
        labels={ACTOR_LABELS}
        onChange={(actor) => onChange({ ...values, actor })}
      />
      <div className="w-full sm:w-44">
        <Label htmlFor="audit-record">Record number</Label>
        <Input
          id="audit-record"
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 1042"
          value={values.entityText}
          onChange={(event) => onChange({ ...values, entityText: event.target.value })}
        />
      </div>
    </div>
  );
}
