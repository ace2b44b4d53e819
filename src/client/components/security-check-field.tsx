import { ShieldCheck } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { TextField } from '#client/components/ui/form-field.tsx';

/** The robot check of the register and contact forms: a small sum, answered in numbers. */
export function SecurityCheckField({
  question,
  ...field
}: {
  question: string;
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <div className="rounded-xl border border-stone-200 bg-stone-50 p-4">
      <p className="mb-3 flex items-center gap-2 text-sm font-semibold text-stone-700">
        <ShieldCheck aria-hidden className="size-4 text-forest-600" />
        Security check
      </p>
      <TextField
        {...field}
        label={question}
        hint="Type the answer in numbers, to show you're not a robot."
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        className="[&_input]:max-w-32"
      />
    </div>
  );
}
