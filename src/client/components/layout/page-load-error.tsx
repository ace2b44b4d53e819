import { PagePlaceholder } from '#client/components/layout/page-placeholder.tsx';
import { Button } from '#client/components/ui/button.tsx';

/** A page whose code could not be downloaded: offline, or the shop was updated meanwhile. */
export function PageLoadError() {
  return (
    <PagePlaceholder title="This page could not be loaded">
      <p role="alert">Please check your internet connection and try again.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </PagePlaceholder>
  );
}
