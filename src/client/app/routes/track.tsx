import { useParams } from 'wouter';

import { PageLoading } from '#client/components/layout/page-loading.tsx';
import { useTrackedOrder } from '#client/features/tracking/api/get-tracked-order.ts';
import {
  TrackedOrderView,
  TrackingExpired,
  TrackingNotFound,
} from '#client/features/tracking/components/tracked-order-view.tsx';
import { useDocumentTitle } from '#client/lib/use-document-title.ts';
import { TRACK_PAGE_TITLE } from '#shared/tracking-paths';

/** /track/<token>: an order's timeline for whoever holds the link from its emails. */
export default function TrackPage() {
  const { token = '' } = useParams<{ token: string }>();
  const tracked = useTrackedOrder(token);
  useDocumentTitle(TRACK_PAGE_TITLE);
  if (tracked.isPending) return <PageLoading />;
  if (tracked.isError) {
    return (
      <p role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center text-stone-700">
        We could not load your order just now. Please try again in a moment.
      </p>
    );
  }
  if (tracked.data === 'expired') return <TrackingExpired />;
  return tracked.data ? <TrackedOrderView order={tracked.data} /> : <TrackingNotFound />;
}
