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
        'toast-root relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
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
        className="absolute top-3 right-3 cursor-pointer rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
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
      {/* Top right, under the sticky header: clear of the checker's and the cart's bottom buttons. */}
      <Toast.Viewport className="fixed top-18 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 sm:right-2" />
    </Toast.Provider>
  );
}
