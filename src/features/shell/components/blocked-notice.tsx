// When an admin blocks the signed-in member, every organisation call answers 403
// (membership_inactive). Rather than a different error on every screen, the shell says it once,
// over everything, with the server's sentence: Try again (after an admin unblocks) or Sign Out.
import { useEffect, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Ban } from 'lucide-react';
import { onMembershipBlocked } from '../../../lib/api-client';
import { useAuth } from '../../../lib/viewer';
import { Button } from '../../../ui/button';

export function BlockedNotice() {
  const auth = useAuth();
  const [detail, setDetail] = useState<string | null>(null);

  useEffect(() => onMembershipBlocked(setDetail), []);

  return (
    <Dialog open={detail !== null} onClose={() => {}} role="alertdialog" className="fixed inset-0 z-[60]">
      <div className="fixed inset-0 bg-slate-950/60" aria-hidden="true" />
      <div className="fixed inset-0 grid place-items-center p-5">
        <DialogPanel className="w-full max-w-sm rounded-2xl bg-white p-6 text-center text-slate-900 shadow-2xl dark:bg-slate-900 dark:text-slate-100">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-red-50 text-red-700 dark:bg-red-950 dark:text-red-300">
            <Ban aria-hidden="true" className="size-7" />
          </span>
          <DialogTitle className="mt-4 text-xl font-bold tracking-tight">Your access is blocked</DialogTitle>
          <p className="mt-2 text-slate-600 dark:text-slate-400">{detail}</p>
          <div className="mt-6 flex flex-col gap-3">
            <Button onClick={() => window.location.reload()}>Try again</Button>
            <Button variant="secondary" onClick={() => void auth.logout()}>
              Sign Out
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
