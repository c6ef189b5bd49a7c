// The coming-soon dialog: what the assistant will do, and 'Notify Me'. The confirmation shows
// even when the request fails (the spec's rule); email and state reset on every opening.
import { useState, type FormEvent } from 'react';
import { useAtom } from 'jotai';
import { Check, PartyPopper } from 'lucide-react';
import { assistantById, comingSoonBadge, type Assistant } from '../../../lib/assistants';
import { apiRequest } from '../../../lib/api-client';
import { comingSoonAssistantAtom } from '../../../lib/shell-state';
import { useViewer } from '../../../lib/viewer';
import { Button } from '../../../ui/button';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';

function NotifyForm({ assistant, onDone }: { assistant: Assistant; onDone: () => void }) {
  const viewer = useViewer();
  const [email, setEmail] = useState(viewer.email);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return;
    setSending(true);
    try {
      await apiRequest('/notify', { method: 'POST', body: { assistant_id: assistant.id, email: email.trim() } });
    } catch {
      // The confirmation shows anyway: asking again later is harmless.
    }
    setSending(false);
    setSubmitted(true);
  };

  if (submitted) {
    return (
      <div className="py-4 text-center" role="status">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-teal-50 text-teal-700 dark:bg-teal-950 dark:text-teal-300">
          <PartyPopper aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 text-xl font-semibold">You're on the list!</p>
        <p className="mt-1 text-slate-600 dark:text-slate-400">We'll email you when {assistant.name} is ready.</p>
        <Button className="mt-6 w-full" onClick={onDone}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <>
      <div className="mt-1 flex items-center gap-4">
        <img src={assistant.imagePath} alt="" width={64} height={64} className="size-16 rounded-full" />
        <div>
          <p className="text-xl font-semibold">{assistant.name}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{assistant.role}</p>
          <span className="mt-1 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">
            {comingSoonBadge(assistant)}
          </span>
        </div>
      </div>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{assistant.description}</p>
      <p className="mt-4 font-semibold">Key Features:</p>
      <ul className="mt-2 space-y-2">
        {assistant.features.map((feature) => (
          <li key={feature} className="flex gap-2.5 text-slate-700 dark:text-slate-300">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700 dark:text-teal-400" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-slate-600 dark:text-slate-400">We're working hard to bring this to you soon!</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3" noValidate>
        <label className="flex flex-col gap-1.5 font-medium" htmlFor="notify-email">
          Email Address
        </label>
        <input
          id="notify-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-h-12 rounded-xl border border-slate-300 bg-transparent px-4 text-base focus-visible:outline-3 focus-visible:outline-teal-500 dark:border-slate-700"
        />
        <Button type="submit" disabled={!email.trim() || sending}>
          <span className="sm:hidden">Get Notified</span>
          <span className="hidden sm:inline">Notify Me</span>
        </Button>
      </form>
    </>
  );
}

export function ComingSoonDialog() {
  const [assistantId, setAssistantId] = useAtom(comingSoonAssistantAtom);
  const [lastId, setLastId] = useState<string | null>(null);
  const [openings, setOpenings] = useState(0);
  if (assistantId && assistantId !== lastId) {
    // A new opening: the form below remounts with a fresh email and state.
    setLastId(assistantId);
    setOpenings((n) => n + 1);
  }
  const assistant = assistantById(assistantId ?? lastId ?? '');
  const close = () => setAssistantId(null);
  if (!assistant) return null;
  return (
    <ResponsiveDialog open={assistantId !== null} onClose={close} title={`${assistant.name} - Coming Soon`} hideTitle>
      <NotifyForm key={openings} assistant={assistant} onDone={close} />
    </ResponsiveDialog>
  );
}
