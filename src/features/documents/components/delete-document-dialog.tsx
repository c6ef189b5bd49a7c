// 'Delete Document' (spec part 2, section 2): a destructive confirmation that cannot be dismissed
// by tapping outside, with a loading state while the file is deleted.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';

export function DeleteDocumentDialog({
  name,
  busy,
  onConfirm,
  onCancel,
}: {
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={name !== null} onClose={() => undefined} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/50" />
      <div className="fixed inset-0 flex items-end justify-center sm:items-center sm:p-6">
        <DialogPanel className="w-full rounded-t-3xl bg-white px-5 pt-5 pb-[max(1.5rem,env(safe-area-inset-bottom))] text-slate-900 shadow-2xl sm:max-w-md sm:rounded-2xl sm:p-6 dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-lg font-semibold">Delete Document</DialogTitle>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            Are you sure you want to delete <span className="font-semibold break-words text-slate-900 dark:text-slate-100">"{name}"</span>? This action cannot be undone. The
            document will be removed from your AI agent's knowledge base.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse">
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? <Spinner className="size-5" /> : null}
              Delete Document
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
