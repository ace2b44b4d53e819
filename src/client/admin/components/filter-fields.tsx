import { FormField, fieldControlProps } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

/** Radix Select has no empty value: this stands for "no filter". */
const ANY = 'any';

/**
 * A labelled dropdown that narrows a list. With `anyLabel` its first choice is no filter
 * (undefined); without it one of the options is always chosen.
 */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  labels,
  anyLabel,
  className,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly T[];
  /** How each option reads; the option itself when absent. */
  labels?: Readonly<Record<T, string>>;
  anyLabel?: string;
  className?: string;
  onChange: (value: T | undefined) => void;
}) {
  const choose = (chosen: string) => onChange(options.find((option) => option === chosen));
  return (
    <FormField id={id} label={label} className={className}>
      <Select value={value ?? ANY} onValueChange={choose}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {anyLabel === undefined ? null : <SelectItem value={ANY}>{anyLabel}</SelectItem>}
          {options.map((option) => (
            <SelectItem key={option} value={option}>
              {labels?.[option] ?? option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}

/** A day that bounds a list's dates; a cleared input reads as undefined. */
export function DayFilter({
  id,
  label,
  value,
  error,
  min,
  max,
  className,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  error?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  className?: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Input
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        {...fieldControlProps(id, { error })}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </FormField>
  );
}
