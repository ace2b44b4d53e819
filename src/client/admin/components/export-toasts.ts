import { toast } from '#client/components/ui/use-toast.ts';
import { errorMessage } from '#client/lib/api-client.ts';

/** A file export's callbacks: where the file was saved, or why it was not made. */
export function exportToasts(fallback: string) {
  return {
    onSuccess: (filename: string) =>
      toast({ title: 'Export Complete', description: `Saved as ${filename}.`, variant: 'success' }),
    onError: (err: unknown) =>
      toast({
        title: 'Export Failed',
        description: errorMessage(err, fallback),
        variant: 'destructive',
      }),
  };
}
