// The 64px rail of tablets and desktops: the logo (to /chat), one button per assistant, and the
// profile menu at the bottom.
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { ASSISTANTS, DEFAULT_ASSISTANT_ID, isSelectable } from '../../../lib/assistants';
import { comingSoonAssistantAtom } from '../../../lib/shell-state';
import { LogoMark } from '../../../ui/logo';
import { AssistantButton } from './assistant-button';
import { ProfileMenuPopover } from './profile-menu';

export function AssistantRail() {
  const navigate = useNavigate();
  const openComingSoon = useSetAtom(comingSoonAssistantAtom);
  return (
    <nav
      aria-label="Assistants"
      className="hidden w-16 shrink-0 flex-col items-center gap-4 border-r border-slate-200 bg-white py-3 md:flex dark:border-slate-800 dark:bg-slate-950"
    >
      <Link to="/chat/{-$conversationId}" params={{}} aria-label="Steward: go to Chat" className="rounded-xl focus-visible:outline-3 focus-visible:outline-teal-500">
        <LogoMark className="size-10" />
      </Link>
      <div className="h-px w-8 bg-slate-200 dark:bg-slate-800" />
      <ul className="flex flex-col items-center gap-5">
        {ASSISTANTS.map((assistant) => (
          <li key={assistant.id}>
            <AssistantButton
              assistant={assistant}
              selected={assistant.id === DEFAULT_ASSISTANT_ID}
              onSelect={() =>
                isSelectable(assistant) ? void navigate({ href: assistant.route ?? '/chat' }) : openComingSoon(assistant.id)
              }
            />
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        <ProfileMenuPopover />
      </div>
    </nav>
  );
}
