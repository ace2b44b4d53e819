import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';

import { MAX_TONNES, MIN_TONNES, TONNES_STEP, parseQuantityInput } from '#domain/quantity';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

interface QuantityInputProps {
  value: number;
  onChange: (tonnes: number) => void;
}

const stepButtonClass =
  'inline-flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Tonnes, 1-50 in half-tonne steps. What is typed stays on screen while editing (so "1" on
 * the way to "12" is not rewritten); the quantity itself follows the spec's parsing rules.
 */
export function QuantityInput({ value, onChange }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const showsIgnoredInput = draft !== null && draft.trim() !== '' && Number(draft) !== value;

  return (
    <div>
      <Label htmlFor="quantity">Quantity (tonnes)</Label>
      <div className="flex gap-2">
        <button
          type="button"
          className={stepButtonClass}
          aria-label="Decrease quantity by half a tonne"
          disabled={value <= MIN_TONNES}
          onClick={() => onChange(Math.max(MIN_TONNES, value - TONNES_STEP))}
        >
          <Minus aria-hidden className="size-5" />
        </button>
        <Input
          id="quantity"
          type="number"
          inputMode="decimal"
          min={MIN_TONNES}
          max={MAX_TONNES}
          step={TONNES_STEP}
          value={draft ?? String(value)}
          aria-describedby="quantity-hint"
          className="text-center text-lg font-semibold"
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(parseQuantityInput(event.target.value, value));
          }}
          onBlur={() => setDraft(null)}
        />
        <button
          type="button"
          className={stepButtonClass}
          aria-label="Increase quantity by half a tonne"
          disabled={value >= MAX_TONNES}
          onClick={() => onChange(Math.min(MAX_TONNES, value + TONNES_STEP))}
        >
          <Plus aria-hidden className="size-5" />
        </button>
      </div>
      <p id="quantity-hint" className="mt-2 text-sm text-stone-500">
        {showsIgnoredInput
          ? `Using ${value} tonnes: choose ${MIN_TONNES} to ${MAX_TONNES} in steps of ${TONNES_STEP}.`
          : `From ${MIN_TONNES} to ${MAX_TONNES} tonnes, in half-tonne steps.`}
      </p>
    </div>
  );
}
