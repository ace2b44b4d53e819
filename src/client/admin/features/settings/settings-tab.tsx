import { LoaderCircle } from 'lucide-react';

import { useSettings } from '#client/admin/api/get-settings.ts';
import { TabHeader } from '#client/admin/components/tab-header.tsx';
import { SettingsForm } from '#client/admin/features/settings/settings-form.tsx';

/** Where the shop's emails go, how customers may pay, and the invoices' details. */
export function SettingsTab() {
  const { data: settings, isLoading, error } = useSettings();

  return (
    <div className="grid gap-4">
      <TabHeader
        title="Settings"
        description="Email addresses the shop uses, how customers pay, and what invoices say."
      />
      {error ? (
        <p className="text-sm text-red-700">Could not load the settings: {error.message}</p>
      ) : isLoading || !settings ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-stone-500">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          Loading settings…
        </p>
      ) : (
        <SettingsForm settings={settings} />
      )}
    </div>
  );
}
