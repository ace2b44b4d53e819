import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';

import type {
  SettingsFormInput,
  SettingsFormValues,
} from '#client/admin/features/settings/settings-schema.ts';

/** The settings form, as each group of its fields is given it. */
export type SettingsForm = UseFormReturn<SettingsFormInput, unknown, SettingsFormValues>;

/** One group of the settings form: a rule above it, then its heading. */
export function SettingsFieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 border-t border-stone-200 pt-5">
      <legend className="text-base font-semibold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
