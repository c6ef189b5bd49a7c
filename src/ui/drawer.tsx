// The phone's slide-in drawer: 300 ms from the left, over a dimmed backdrop that closes it.
import type { ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

export function Drawer({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-40">
      <DialogBackdrop
        transition
        data-testid="drawer-overlay"
        className="fixed inset-0 bg-slate-950/50 transition-opacity duration-300 ease-out data-closed:opacity-0"
      />
      <DialogPanel
        transition
        className="fixed inset-y-0 left-0 flex w-[min(20rem,85vw)] flex-col bg-white pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] text-slate-900 shadow-2xl transition-transform duration-300 ease-out data-closed:-translate-x-full dark:bg-slate-900 dark:text-slate-100"
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
