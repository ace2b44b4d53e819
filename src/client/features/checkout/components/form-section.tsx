import { useId, type ReactNode } from 'react';

import { Card, CardContent } from '#client/components/ui/card.tsx';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the checkout form, named for assistive technology by its heading. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Card>
      <CardContent>
        <section aria-labelledby={headingId}>
          <h2 id={headingId} className="text-lg font-bold text-stone-900">
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
          <div className="mt-5">{children}</div>
        </section>
      </CardContent>
    </Card>
  );
}
