import { TriangleAlert, X } from 'lucide-react';

import type { RegionImportError } from '#shared/schemas/admin-regions';

/** The rows the last import could not take, with the reason for each. */
export function ImportErrors({
  errors,
  onDismiss,
}: {
  errors: RegionImportError[];
  onDismiss: () => void;
}) {
  return (
    <section
      aria-labelledby="import-errors-heading"
      className="relative rounded-xl border border-amber-300 bg-amber-50 p-4 pr-12 text-sm text-amber-950"
    >
      <h3 id="import-errors-heading" className="flex items-center gap-2 font-bold">
        <TriangleAlert aria-hidden className="size-4 text-amber-700" />
        {errors.length === 1 ? '1 row was not imported' : `${errors.length} rows were not imported`}
      </h3>
      <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto">
        {errors.map((error, index) => (
          <li key={`${error.row}-${index}`}>
            <span className="font-semibold">Row {error.row}:</span> {error.message}
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label="Dismiss import errors"
        onClick={onDismiss}
        className="absolute top-3 right-3 cursor-pointer rounded-md p-1 text-amber-800 hover:bg-amber-100"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
