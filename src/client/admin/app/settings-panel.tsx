import { TwoFactorPanel } from '#client/admin/features/auth/two-factor-panel.tsx';
import { SettingsTab } from '#client/admin/features/settings/settings-tab.tsx';

/** The Settings tab: the shop's settings, then the back office's own sign-in. */
export function SettingsPanel() {
  return (
    <div className="grid gap-8">
      <SettingsTab />
      <TwoFactorPanel />
    </div>
  );
}
