// A dialog that is a bottom sheet on phones (thumb-reachable, over the keyboard's side of the
// screen) and a centred dialog from the sm breakpoint up.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { X } from 'lucide-react';
import { IconButton } from './icon-button';

export function ResponsiveDialog({
  open,
  onClose,
  title,
  hideTitle,
  children,
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <DialogBackdrop transition className="fixed inset-0 bg-slate-950/50 transition duration-300 ease-out data-closed:opacity-0" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-6">
        <DialogPanel
          transition
          className={clsx(
            'relative max-h-[92dvh] w-full overflow-y-auto rounded-t-3xl bg-white px-5 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-slate-900 shadow-2xl',
            'transition duration-300 ease-out data-closed:translate-y-full',
            'sm:max-w-md sm:rounded-2xl sm:p-6 sm:data-closed:translate-y-0 sm:data-closed:scale-95 sm:data-closed:opacity-0',
            'dark:bg-slate-900 dark:text-slate-100',
            className,
          )}
        >
          <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-slate-300 sm:hidden dark:bg-slate-700" />
          <DialogTitle className={hideTitle ? 'sr-only' : 'pr-10 text-lg font-semibold'}>{title}</DialogTitle>
          <IconButton
            icon={X}
            label="Close"
            onClick={onClose}
            iconClassName="size-5"
            round
            tone="text-slate-500 dark:text-slate-400"
            className="absolute top-3 right-3 sm:top-4 sm:right-4"
          />
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
