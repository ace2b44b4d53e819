import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';

import { cn } from '#client/lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

/** A row of tabs that scrolls sideways on a narrow screen rather than wrapping. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex gap-1 overflow-x-auto border-b border-stone-200 [scrollbar-width:thin]',
        className,
      )}
      {...props}
    />
  );
}

/** The focus ring is drawn inside the tab: the scrolling row would clip one drawn outside. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex shrink-0 cursor-pointer focus-visible:outline-offset-[-3px] items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold whitespace-nowrap text-stone-600 transition-colors hover:text-stone-900 data-[state=active]:border-forest-700 data-[state=active]:text-forest-800',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-5 outline-none', className)} {...props} />;
}
