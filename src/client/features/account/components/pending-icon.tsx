import { LoaderCircle, type LucideIcon } from 'lucide-react';

/** A button's icon, turned to a spinner while its request runs (none before, without `icon`). */
export function PendingIcon({ pending, icon: Icon }: { pending: boolean; icon?: LucideIcon }) {
  if (pending) return <LoaderCircle aria-hidden className="size-5 animate-spin" />;
  return Icon ? <Icon aria-hidden className="size-5" /> : null;
}
