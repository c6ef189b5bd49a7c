// Toasts: top-right on larger screens, top-centre on phones (clear of the notch), 2 seconds,
// announced to screen readers. `toast()` works from anywhere, in or out of React.
import { atom, useAtomValue } from 'jotai';
import clsx from 'clsx';
import { CheckCircle2, Info, TriangleAlert, XCircle } from 'lucide-react';
import { appStore } from '../lib/store';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
export interface Toast {
  id: number;
  title: string;
  description?: string | undefined;
  variant: ToastVariant;
}

export const TOAST_MS = 2000;
export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

export function toast(title: string, options: { description?: string; variant?: ToastVariant } = {}) {
  const item: Toast = { id: nextId++, title, description: options.description, variant: options.variant ?? 'success' };
  appStore.set(toastsAtom, (list) => [...list.slice(-2), item]);
  setTimeout(() => appStore.set(toastsAtom, (list) => list.filter((t) => t.id !== item.id)), TOAST_MS);
  return item.id;
}

const icons = { success: CheckCircle2, error: XCircle, info: Info, warning: TriangleAlert };
const tones = {
  success: 'text-teal-700 dark:text-teal-300',
  error: 'text-red-700 dark:text-red-400',
  info: 'text-sky-700 dark:text-sky-300',
  warning: 'text-amber-700 dark:text-amber-300',
};

export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-[max(0.75rem,env(safe-area-inset-top))] z-[60] flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end"
    >
      {toasts.map((t) => {
        const Icon = icons[t.variant];
        return (
          <div
            key={t.id}
            role={t.variant === 'error' ? 'alert' : 'status'}
            className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            <Icon aria-hidden="true" className={clsx('mt-0.5 size-5 shrink-0', tones[t.variant])} />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900 dark:text-slate-100">{t.title}</p>
              {t.description ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.description}</p> : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
