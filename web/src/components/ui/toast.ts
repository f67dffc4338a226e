import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@tawreed/domain';
import { useSyncExternalStore } from 'react';
import { t } from '../../i18n';

export type ToastVariant = 'success' | 'info' | 'warning' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

/*
 * A tiny store outside React so any code (mutations, realtime handlers) can raise a toast.
 * SPEC §9: at most TOAST_LIMIT at once (a new one replaces the old), and a dismissed toast
 * is kept, closed, for TOAST_REMOVE_DELAY_MS before it is dropped.
 */
let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const item of toasts) if (!id || item.id === id) scheduleRemoval(item.id);
  publish(toasts.map((item) => (!id || item.id === id ? { ...item, open: false } : item)));
}

export function toast(options: ToastOptions): { id: string; dismiss(): void } {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = { ...options, variant: options.variant ?? 'info', id, open: true };
  publish([item, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** A notification toast titled by its severity (Success, Warning, Info; errors say Error). */
export function notify(severity: ToastVariant, message: string): void {
  toast({ variant: severity, title: t(`toast.${severity}`), description: message });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return { toasts: current, toast, notify, dismiss: dismissToast };
}
