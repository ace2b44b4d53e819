import { useId, useState } from 'react';

import { MAX_STORE_M3, suggestTonnes } from '#domain/store-size';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';

/** 'How much will fit?': the largest sensible order for the customer's pellet store. */
export function StoreSizeHelper({ onUse }: { onUse: (tonnes: number) => void }) {
  const [volume, setVolume] = useState('');
  const hydrated = useHydrated();
  const inputId = useId();
  const resultId = useId();
  const cubicMetres = Number(volume);
  const entered = volume.trim() !== '' && cubicMetres > 0 && cubicMetres <= MAX_STORE_M3;
  const suggestion = entered ? suggestTonnes(cubicMetres) : null;

  return (
    <details className="rounded-lg border border-stone-200 bg-stone-50 px-3.5 py-2.5 text-sm">
      <summary className="cursor-pointer font-semibold text-forest-800">How much will fit?</summary>
      <div className="mt-3 grid gap-3">
        <div>
          <Label htmlFor={inputId}>Your pellet store's volume (cubic metres)</Label>
          <Input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_STORE_M3}
            step="any"
            value={volume}
            aria-describedby={resultId}
            onChange={(event) => setVolume(event.target.value)}
          />
        </div>
        <p id={resultId} role="status" className="text-stone-700">
          {!suggestion
            ? 'Pellets weigh about 0.65 t per cubic metre; a store is best filled to 80%.'
            : suggestion.fits
              ? `About ${suggestion.tonnes} tonnes will fit${suggestion.capped ? ' (our largest order)' : ''}.`
              : 'That store holds less than our smallest order of 1 tonne.'}
        </p>
        {suggestion?.fits ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={!hydrated}
            onClick={() => onUse(suggestion.tonnes)}
          >
            Use {suggestion.tonnes} tonnes
          </Button>
        ) : null}
      </div>
    </details>
  );
}
