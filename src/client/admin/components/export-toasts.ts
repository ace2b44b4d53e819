import { toastFailure } from '#client/admin/components/failure-toast.ts';
import { toast } from '#client/components/ui/use-toast.ts';

/** A file export's callbacks: where the file was saved, or why it was not made. */
export function exportToasts(fallback: string) {
  return {
    onSuccess: (filename: string) =>
      toast({ title: 'Export Complete', description: `Saved as ${filename}.`, variant: 'success' }),
    onError: toastFailure({ title: 'Export Failed', fallback }),
  };
}
