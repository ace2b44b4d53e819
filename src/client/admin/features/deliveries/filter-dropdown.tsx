import { Label } from '#client/components/ui/label.tsx';

/** The Deliveries tab's compact filter dropdowns. */
const filterSelect =
  'block h-9 rounded-md border border-stone-300 bg-white px-2.5 text-sm text-stone-900';

/** A labelled native dropdown that narrows one of the tab's lists; '' is its "any" choice. */
export function FilterDropdown({
  id,
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: string | number | undefined;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={filterSelect}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
