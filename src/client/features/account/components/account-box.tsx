import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

import { Card, CardContent } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';

interface AccountBoxProps {
  /** Names the section: its heading is `<id>-heading`. */
  id: string;
  /** Beside the title; the order and pricing boxes have none. */
  icon?: LucideIcon;
  /** The icon's colour: green, or a warning's. */
  iconClassName?: string;
  title: string;
  children: ReactNode;
}

/** One box of the account's profile tab: a card holding a section named by its heading. */
export function AccountBox({
  id,
  icon: Icon,
  iconClassName = 'text-forest-700',
  title,
  children,
}: AccountBoxProps) {
  const headingId = `${id}-heading`;
  return (
    <Card>
      <CardContent>
        <section aria-labelledby={headingId}>
          <h2
            id={headingId}
            className={cn(Icon && 'flex items-center gap-2', 'text-lg font-bold text-stone-900')}
          >
            {Icon ? <Icon aria-hidden className={cn('size-5', iconClassName)} /> : null}
            {title}
          </h2>
          {children}
        </section>
      </CardContent>
    </Card>
  );
}
