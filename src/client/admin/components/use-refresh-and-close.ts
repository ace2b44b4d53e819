import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/** A dialog form's onSuccess: refresh the lists its save changed, then close the dialog. */
export function useRefreshAndClose(
  refresh: (queryClient: QueryClient) => Promise<unknown>,
  onOpenChange: (open: boolean) => void,
) {
  const queryClient = useQueryClient();
  return () => {
    void refresh(queryClient);
    onOpenChange(false);
  };
}
