import { formatPounds } from '#client/admin/components/format.ts';

/** A hint under the total: what the unit price and quantity come to, with a button to use it. */
export function CalculatedTotal({
  total,
  current,
  vatRate,
  onUse,
}: {
  total: string | null;
  current: string;
  vatRate: number;
  onUse: (total: string) => void;
}) {
  if (total === null) return null;
  const matches = Number(current) === Number(total);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2">
      Unit price × quantity + {vatRate}% VAT = {formatPounds(total)}
      {matches ? null : (
        <button
          type="button"
          onClick={() => onUse(total)}
          className="cursor-pointer font-semibold text-forest-700 underline hover:text-forest-900"
        >
          Use this total
        </button>
      )}
    </span>
  );
}
