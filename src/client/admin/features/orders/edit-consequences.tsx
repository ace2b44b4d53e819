import { FileText } from 'lucide-react';

import type { OrderEditPreview } from '#shared/schemas/order-edit';
import { errorMessage } from '#client/lib/api-client.ts';

/**
 * What saving will do to the order's documents and payments, as the server plans it (a dry
 * run of the save, `useOrderEditPreview`).
 */
export function EditConsequences({
  formReady,
  preview,
}: {
  formReady: boolean;
  preview: { data?: OrderEditPreview | undefined; error: unknown };
}) {
  const text = (() => {
    if (!formReady) return 'Correct the form to see what saving does.';
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
