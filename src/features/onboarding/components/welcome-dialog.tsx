// 'Ready to Upload?' (spec part 2, section 2): shown on /documents about a second after it loads,
// only when arriving from onboarding. Once shown, the flag is cleared so a reload does not repeat it.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { UploadCloud, Users } from 'lucide-react';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import '../history-state';

export const WELCOME_DELAY_MS = 1000;

/** `ready`: the documents have loaded. */
export function WelcomeDialog({ ready = true }: { ready?: boolean }) {
  const fromOnboarding = useLocation({ select: (l) => l.state.fromOnboarding === true });
  const navigate = useNavigate();
  const router = useRouter();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!fromOnboarding || !ready) return;
    const timer = setTimeout(() => {
      setOpen(true);
      const { state } = router.history.location;
      router.history.replace(router.history.location.href, { ...state, fromOnboarding: false });
    }, WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [fromOnboarding, ready, router]);

  return (
    <ResponsiveDialog open={open} onClose={() => setOpen(false)} title="Ready to Upload?">
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Tally is set up. Upload your budgets, statements and grant letters so it can answer from them, or invite your team first.
      </p>
      <div className="mt-6 flex flex-col gap-3">
        <Button onClick={() => setOpen(false)}>
          <UploadCloud aria-hidden="true" className="size-5" />
          Continue Uploading
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(false);
            void navigate({ to: '/team' });
          }}
        >
          <Users aria-hidden="true" className="size-5" />
          Skip &amp; Set up Team
        </Button>
      </div>
    </ResponsiveDialog>
  );
}
