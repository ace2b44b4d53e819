import type { ReactNode } from 'react';
import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';

import { cn } from '#client/lib/cn.ts';
import {
  TOAST_DURATION_MS,
  dismissToast,
  useToast,
  type ToastItem,
  type ToastVariant,
} from '#client/components/ui/use-toast.ts';

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-stone-200 bg-white text-stone-900',
  success: 'border-forest-200 bg-white text-stone-900',
  destructive: 'border-red-200 bg-red-50 text-red-950',
};

const variantIcons = {
  default: <Info aria-hidden className="size-5 text-forest-700" />,
  success: <CircleCheck aria-hidden className="size-5 text-forest-600" />,
  destructive: <CircleAlert aria-hidden className="size-5 text-red-700" />,
} satisfies Record<ToastVariant, ReactNode>;

function ToastCard({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'toast-root relative flex w-full items-start gap-3 rounded-xl border px-4 py-2.5 pr-10 shadow-lg sm:py-4',
        variantStyles[variant],
      )}
    >
      <span className="mt-0.5 shrink-0">{variantIcons[variant]}</span>
      <div className="grid gap-1">
        <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
        {/* Radix joins text nodes for its screen reader announcement; keep the words apart. */}{' '}
        {item.description ? (
          <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Close notification"
        className="absolute top-2 right-3 cursor-pointer rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
      >
        <X aria-hidden className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/** Renders the toast store. Radix provides the aria-live announcements and the F8 hotkey. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastCard key={item.id} item={item} />
      ))}
      {/*
        Clear of what a toast talks about: on a phone it drops over the header bar (compact, so
        it fits there) rather than the page or the cart's lines; on wider screens it sits
        bottom left, away from the header's cart, the right-hand cart panel and order panel.
      */}
      <Toast.Viewport className="fixed inset-x-0 top-0 z-[100] m-0 flex list-none flex-col gap-2 p-1 sm:top-auto sm:right-auto sm:bottom-0 sm:w-full sm:max-w-[420px] sm:p-4" />
    </Toast.Provider>
  );
}
