// The profile menu (18rem): organisation and email, the theme switch, the management links
// (not for members), install, data security, and Sign Out. A popover by the rail on larger
// screens; a bottom sheet on phones.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { Popover, PopoverButton, PopoverPanel, Radio, RadioGroup, useClose } from '@headlessui/react';
import clsx from 'clsx';
import { Download, ExternalLink, FileText, History, LogOut, Monitor, Moon, Sun, Users, type LucideIcon } from 'lucide-react';
import { installPromptAtom, isIosSafari, isStandalone, promptInstall } from '../../../lib/pwa';
import { profileSheetOpenAtom } from '../../../lib/shell-state';
import { setTheme, themeAtom, type Theme } from '../../../lib/theme';
import { useAuth, useViewer } from '../../../lib/viewer';
import { ResponsiveDialog } from '../../../ui/responsive-dialog';
import { InstallHelpSheet } from './install-help-sheet';
import { VerifiedMark } from '../../verification/components/verified-mark';

const THEMES: Array<{ value: Theme; label: string; icon: LucideIcon }> = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
];

const row =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-[15px] font-medium hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-teal-500 dark:hover:bg-slate-800';

function ThemeSwitch() {
  const theme = useAtomValue(themeAtom);
  return (
    <RadioGroup value={theme} onChange={setTheme} aria-label="Theme" className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
      {THEMES.map(({ value, label, icon: Icon }) => (
        <Radio
          key={value}
          value={value}
          className={clsx(
            'flex min-h-10 cursor-pointer items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 focus-visible:outline-3 focus-visible:outline-teal-500 dark:text-slate-300',
            'data-checked:bg-white data-checked:text-slate-900 data-checked:shadow-sm dark:data-checked:bg-slate-950 dark:data-checked:text-white',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </Radio>
      ))}
    </RadioGroup>
  );
}

export function ProfileMenuContent({ onNavigate }: { onNavigate: () => void }) {
  const auth = useAuth();
  const viewer = useViewer();
  const installPrompt = useAtomValue(installPromptAtom);
  const [iosHelp, setIosHelp] = useState(false);
  const canInstall = viewer.canManage && !isStandalone() && (installPrompt !== null || isIosSafari());

  const links: Array<{ to: '/documents' | '/team' | '/history'; label: string; icon: LucideIcon; tag?: string }> = [
    { to: '/documents', label: 'Manage Documents', icon: FileText },
    { to: '/team', label: 'Manage Team', icon: Users },
    { to: '/history', label: 'Agent History', icon: History },
  ];

  return (
    <div className="flex flex-col gap-1">
      <div className="px-3 pt-1 pb-3">
        <div className="flex min-w-0 items-center gap-1.5">
          <p className="truncate font-semibold" data-testid="profile-organization">
            {viewer.organizationName ?? 'Your organisation'}
          </p>
          <VerifiedMark withLabel />
        </div>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400" data-testid="profile-email">
          {viewer.email}
        </p>
      </div>
      <div className="px-1 pb-2">
        <ThemeSwitch />
      </div>
      {viewer.isMember
        ? null
        : links.map(({ to, label, icon: Icon, tag }) => (
            <Link key={to} to={to} onClick={onNavigate} className={row}>
              <Icon aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
              <span className="flex-1 whitespace-nowrap">{label}</span>
              {tag ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold whitespace-nowrap text-amber-900 dark:bg-amber-900/50 dark:text-amber-200">{tag}</span> : null}
            </Link>
          ))}
      {canInstall ? (
        <button type="button" className={row} onClick={() => (installPrompt ? void promptInstall() : setIosHelp(true))}>
          <Download aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
          <span className="flex-1">Install Steward</span>
        </button>
      ) : null}
      <a href="/security.html" target="_blank" rel="noopener" className={row}>
        <ExternalLink aria-hidden="true" className="size-5 text-slate-500 dark:text-slate-400" />
        <span className="flex-1">About data security</span>
      </a>
      <div className="my-1 h-px bg-slate-200 dark:bg-slate-800" />
      <button type="button" className={clsx(row, 'text-red-700 dark:text-red-400')} onClick={() => void auth.logout()}>
        <LogOut aria-hidden="true" className="size-5" />
        <span className="flex-1">Sign Out</span>
      </button>
      <InstallHelpSheet open={iosHelp} onClose={() => setIosHelp(false)} />
    </div>
  );
}

function PopoverContent() {
  const close = useClose();
  return <ProfileMenuContent onNavigate={close} />;
}

export function ProfileMenuPopover() {
  const viewer = useViewer();
  return (
    <Popover className="relative">
      <PopoverButton
        className="grid size-11 place-items-center rounded-full bg-teal-700 font-semibold text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-teal-500 data-open:ring-2 data-open:ring-teal-600 data-open:ring-offset-2 dark:bg-teal-500 dark:text-slate-950"
      >
        <span aria-hidden="true">{viewer.initials}</span>
        <span className="sr-only">Profile menu</span>
      </PopoverButton>
      {/* Positioned beside the rail, not portalled: a portalled panel brings focus sentinels. */}
      <PopoverPanel
        transition
        className="absolute bottom-0 left-full z-50 ml-3 w-72 rounded-2xl border border-slate-200 bg-white p-2 text-slate-900 shadow-xl transition duration-150 data-closed:opacity-0 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
      >
        <PopoverContent />
      </PopoverPanel>
    </Popover>
  );
}

export function ProfileSheet() {
  const [open, setOpen] = useAtom(profileSheetOpenAtom);
  return (
    <ResponsiveDialog open={open} onClose={() => setOpen(false)} title="Profile menu" hideTitle>
      <ProfileMenuContent onNavigate={() => setOpen(false)} />
    </ResponsiveDialog>
  );
}
