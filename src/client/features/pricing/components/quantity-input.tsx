import { useState } from 'react';
import { Minus, Plus } from 'lucide-react';

import {
  MAX_TONNES,
  MIN_TONNES,
  TONNES_STEP,
  isExactQuantityInput,
  parseQuantityInput,
} from '#domain/quantity';
import { site } from '#shared/site';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { formatTonnes } from '#client/lib/format-tonnes.ts';

interface QuantityInputProps {
  value: number;
  onChange: (tonnes: number) => void;
}

const stepButtonClass =
  'inline-flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:bg-stone-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Tonnes, 1-50 in half-tonne steps. What is typed stays in the field, even after it loses
 * focus: the quantity follows the spec's parsing rules, and when that is not what was typed an
 * error says which quantity is used, rather than the field being quietly rewritten.
 */
export function QuantityInput({ value, onChange }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const replaced = draft !== null && !isExactQuantityInput(draft);

  function step(tonnes: number): void {
    setDraft(null);
    onChange(tonnes);
  }

  return (
    <div>
      <Label htmlFor="quantity">Quantity (tonnes)</Label>
      <div className="flex gap-2">
        <button
          type="button"
          className={stepButtonClass}
          aria-label="Decrease quantity by half a tonne"
          disabled={value <= MIN_TONNES}
          onClick={() => step(Math.max(MIN_TONNES, value - TONNES_STEP))}
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
          aria-invalid={replaced || undefined}
          aria-describedby={replaced ? 'quantity-error' : 'quantity-hint'}
          className="text-center text-lg font-semibold"
          onChange={(event) => {
            setDraft(event.target.value);
            onChange(parseQuantityInput(event.target.value, value));
          }}
          // An exact quantity is shown as the shop writes it ("2.50" becomes "2.5").
          onBlur={() => {
            if (draft !== null && isExactQuantityInput(draft)) setDraft(null);
          }}
        />
        <button
          type="button"
          className={stepButtonClass}
          aria-label="Increase quantity by half a tonne"
          disabled={value >= MAX_TONNES}
          onClick={() => step(Math.min(MAX_TONNES, value + TONNES_STEP))}
        >
          <Plus aria-hidden className="size-5" />
        </button>
      </div>
      {replaced ? (
        <FieldError id="quantity-error">
          Enter {MIN_TONNES} to {MAX_TONNES} tonnes in steps of {TONNES_STEP}; for more, call us on{' '}
          {site.phone.display}. Your price is for {formatTonnes(value)}.
        </FieldError>
      ) : (
        <p id="quantity-hint" className="mt-2 text-sm text-stone-600">
          From {MIN_TONNES} to {MAX_TONNES} tonnes, in half-tonne steps.
        </p>
      )}
    </div>
  );
}
