import { FileText } from 'lucide-react';

import type { OrderEdit } from '#client/admin/api/update-order.ts';
import { useOrderEditPreview } from '#client/admin/api/preview-order-edit.ts';
import { useDebouncedValue } from '#client/lib/use-debounced-value.ts';
import { errorMessage } from '#client/lib/api-client.ts';

const PREVIEW_DEBOUNCE_MS = 400;

/**
 * What saving will do to the order's documents and payments, as the server plans it (a dry
 * run of the save), asked again a moment after the form stops changing.
 */
export function EditConsequences({ orderId, edit }: { orderId: number; edit: OrderEdit | null }) {
  // Debounced as text, so a re-render with equal values starts no new request.
  const settled = useDebouncedValue(edit ? JSON.stringify(edit) : null, PREVIEW_DEBOUNCE_MS);
  const preview = useOrderEditPreview(
    orderId,
    settled === null ? null : (JSON.parse(settled) as OrderEdit),
  );
  const text = (() => {
    if (edit === null) return 'Correct the form to see what saving does.';
    if (preview.error) return errorMessage(preview.error, 'Could not work out what saving does.');
    return preview.data?.message ?? 'Working out what saving does…';
  })();

  return (
    <section
      aria-label="When you save"
      className="mt-6 flex items-start gap-2 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800"
    >
      <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-stone-500" />
      <p role="status" data-testid="order-edit-consequences">
        {text}
      </p>
    </section>
  );
}
