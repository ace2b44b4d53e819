import type { ReactNode } from 'react';

import { Card } from '#client/components/ui/card.tsx';

/** One provider test: what it does, its controls, and its last result. */
export function ProviderTestCard({
  title,
  description,
  controls,
  result,
}: {
  title: string;
  description: string;
  controls: ReactNode;
  result: ReactNode;
}) {
  return (
    <Card className="grid min-w-0 gap-5 p-4 sm:p-6">
      <div>
        <h3 className="font-bold text-stone-900">{title}</h3>
        <p className="mt-0.5 text-sm text-stone-600">{description}</p>
      </div>
      {controls}
      {/* Not a live region: the toast announces the outcome; the JSON is read on demand. */}
      <div className="min-w-0">{result}</div>
    </Card>
  );
}
