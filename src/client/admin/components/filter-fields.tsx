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

interface OptionSelectProps<T extends string> {
  id: string;
  value: T | undefined;
  options: readonly T[];
  /** How each option reads; the option itself when absent. */
  labels?: Readonly<Partial<Record<T, string>>>;
  /** The first choice, for no filter (undefined); without it one option is always chosen. */
  anyLabel?: string;
  size?: 'sm';
  /** The trigger's classes (its width). */
  className?: string;
  onChange: (value: T | undefined) => void;
}

/** A dropdown of the given options (Radix Select, which has no empty value). */
export function OptionSelect<T extends string>({
  id,
  value,
  options,
  labels,
  anyLabel,
  size,
  className,
  onChange,
}: OptionSelectProps<T>) {
  const choose = (chosen: string) => onChange(options.find((option) => option === chosen));
  return (
    <Select value={value ?? ANY} onValueChange={choose}>
      <SelectTrigger id={id} size={size} className={className}>
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
  );
}

/** A labelled dropdown that narrows a list; `className` is the field's (its width). */
export function FilterSelect<T extends string>({
  label,
  className,
  ...select
}: Omit<OptionSelectProps<T>, 'className'> & { label: string; className?: string }) {
  return (
    <FormField id={select.id} label={label} className={className}>
      <OptionSelect {...select} />
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
