import { useSyncExternalStore } from 'react';

/**
 * The shop's one toast system: a tiny store outside React so any code (mutation callbacks,
 * event handlers) can call `toast(...)`, rendered by <Toaster /> with Radix Toast.
 * Limits follow spec section 9: one toast at a time; a dismissed toast stays mounted for
 * 1,000,000 ms so Radix can finish its exit animation and focus handling undisturbed.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((t) => t.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes a toast (or all of them); it is removed from the store after the removal delay. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; the newest replaces older ones because only TOAST_LIMIT are kept. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}
