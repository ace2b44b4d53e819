import type { RegionImportResult } from '#shared/schemas/admin-regions';
import { adminMessages } from '#client/admin/admin-messages.ts';
import type { ToastInput } from '#client/components/ui/use-toast.ts';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The toast after an import: counts, and 'Import Completed with Errors' when rows failed. */
export function importToast({ results }: RegionImportResult): ToastInput {
  const counts = `${plural(results.successful, 'region')} imported (${results.created} created, ${results.updated} updated)`;
  if (results.errors.length === 0) {
    return { title: adminMessages.importDone, description: `${counts}.`, variant: 'success' };
  }
  return {
    title: adminMessages.importPartial,
    description: `${counts}; ${plural(results.errors.length, 'row')} failed.`,
    variant: 'destructive',
  };
}
