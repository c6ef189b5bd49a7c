// What the phone's drawer holds: the assistants, what the screen on show adds (the chat's
// conversations), and the entry to the profile menu. With a screen's section the assistants
// shrink to a row of portraits, as on the rail, so the section gets the room.
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import clsx from 'clsx';
import { ChevronRight, X } from 'lucide-react';
import { ASSISTANTS, DEFAULT_ASSISTANT_ID, isSelectable } from '../../../lib/assistants';
import { comingSoonAssistantAtom, drawerOpenAtom, drawerSectionAtom, profileSheetOpenAtom } from '../../../lib/shell-state';
import { useViewer } from '../../../lib/viewer';
import { IconButton } from '../../../ui/icon-button';
import { Logo } from '../../../ui/logo';

export function DrawerContent() {
  const navigate = useNavigate();
  const setDrawer = useSetAtom(drawerOpenAtom);
  const openComingSoon = useSetAtom(comingSoonAssistantAtom);
  const openProfile = useSetAtom(profileSheetOpenAtom);
  const viewer = useViewer();
  const section = useAtomValue(drawerSectionAtom);
  const choose = (soon: boolean, id: string, route?: string) => {
    setDrawer(false);
    if (soon) openComingSoon(id);
    else void navigate({ href: route ?? '/chat' });
  };

  return (
    <>
      <div className="flex items-center justify-between px-4 py-3">
        <Logo />
        <IconButton icon={X} label="Close menu" onClick={() => setDrawer(false)} />
      </div>
      {section ? (
        <>
          <h2 className="sr-only">Assistants</h2>
          <ul className="flex items-start justify-between border-b border-slate-200 px-3 pt-1 pb-3 dark:border-slate-800">
            {ASSISTANTS.map((assistant) => {
              const soon = !isSelectable(assistant);
              const selected = assistant.id === DEFAULT_ASSISTANT_ID;
              // The same names as the full list: the name and role for screen readers, the tag shown.
              return (
                <li key={assistant.id}>
                  <button
                    type="button"
                    aria-current={selected ? 'page' : undefined}
                    onClick={() => choose(soon, assistant.id, assistant.route)}
                    className={clsx(
                      'flex min-h-16 w-14 flex-col items-center gap-1 rounded-2xl py-1 focus-visible:outline-3 focus-visible:outline-teal-500',
                      selected ? 'bg-teal-50 dark:bg-teal-950/60' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    <img src={assistant.imagePath} alt="" width={40} height={40} className={clsx('size-10 rounded-full', soon && 'opacity-60 grayscale')} />
                    <span className="sr-only">
                      {assistant.name} {assistant.role}{' '}
                    </span>
                    <span
                      className={clsx(
                        'rounded-full px-1.5 text-[10px] leading-4 font-bold tracking-wide uppercase',
                        soon ? 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200' : 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950',
                      )}
                    >
                      {soon ? 'Soon' : 'Beta'}
                    </span>
                    {soon ? <span className="sr-only"> - Coming Soon</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="flex min-h-0 flex-1 flex-col">{section.render()}</div>
        </>
      ) : (
        <>
          <h2 className="px-5 pt-2 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">Assistants</h2>
          <ul className="flex-1 overflow-y-auto px-2">
            {ASSISTANTS.map((assistant) => {
              const soon = !isSelectable(assistant);
              const selected = assistant.id === DEFAULT_ASSISTANT_ID;
              return (
                <li key={assistant.id}>
                  <button
                    type="button"
                    aria-current={selected ? 'page' : undefined}
                    onClick={() => choose(soon, assistant.id, assistant.route)}
                    className={clsx(
                      'flex min-h-14 w-full items-center gap-3 rounded-2xl px-3 py-2 text-left focus-visible:outline-3 focus-visible:outline-teal-500',
                      selected ? 'bg-teal-50 dark:bg-teal-950/60' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    <img src={assistant.imagePath} alt="" width={40} height={40} className={clsx('size-10 rounded-full', soon && 'opacity-60 grayscale')} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">{assistant.name}</span>
                      <span className="block text-sm text-slate-600 dark:text-slate-400">{assistant.role}</span>
                    </span>
                    <span
                      className={clsx(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        soon
                          ? 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200'
                          : 'bg-teal-700 text-white dark:bg-teal-400 dark:text-slate-950',
                      )}
                    >
                      {soon ? 'Soon' : 'Beta'}
                      {soon ? <span className="sr-only"> - Coming Soon</span> : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <button
        type="button"
        onClick={() => {
          setDrawer(false);
          openProfile(true);
        }}
        className="m-2 flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200 px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-teal-500 dark:border-slate-800 dark:hover:bg-slate-800"
      >
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-teal-700 font-semibold text-white dark:bg-teal-500 dark:text-slate-950"
        >
          {viewer.initials}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{viewer.organizationName ?? viewer.name}</span>
          <span className="block truncate text-sm text-slate-600 dark:text-slate-400">{viewer.email}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
      </button>
    </>
  );
}
