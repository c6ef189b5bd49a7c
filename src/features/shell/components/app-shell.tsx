// The signed-in frame. Tablets and desktops: the 64px assistant rail at the left. Phones: the
// screen, the bottom navigation, and a drawer that slides in from the left (closing on a tap
// outside and on every route change).
import { useEffect } from 'react';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { drawerOpenAtom, profileSheetOpenAtom } from '../../../lib/shell-state';
import { useAuth, useViewer } from '../../../lib/viewer';
import { startUploadQueue } from '../../documents/queue-instance';
import { Drawer } from '../../../ui/drawer';
import { AssistantRail } from './assistant-rail';
import { BlockedNotice } from './blocked-notice';
import { BottomNav } from './bottom-nav';
import { ComingSoonDialog } from './coming-soon-dialog';
import { DrawerContent } from './drawer-content';
import { OfflineBanner } from './offline-banner';
import { ProfileSheet } from './profile-menu';

export function AppShell() {
  const [drawerOpen, setDrawerOpen] = useAtom(drawerOpenAtom);
  const [, setProfileOpen] = useAtom(profileSheetOpenAtom);
  const pathname = useLocation({ select: (l) => l.pathname });
  const auth = useAuth();
  const { canManage } = useViewer();

  // Owners and admins upload: their queue flushes wherever they are in the app.
  useEffect(() => (canManage ? startUploadQueue(auth) : undefined), [auth, canManage]);

  useEffect(() => {
    setDrawerOpen(false);
    setProfileOpen(false);
  }, [pathname, setDrawerOpen, setProfileOpen]);

  return (
    <div className="flex h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <AssistantRail />
      <div className="flex min-w-0 flex-1 flex-col">
        <OfflineBanner />
        <main id="main" className="min-h-0 flex-1 overflow-y-auto">
          <Outlet />
        </main>
        <BottomNav />
      </div>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Menu">
        <DrawerContent />
      </Drawer>
      <ComingSoonDialog />
      <ProfileSheet />
      <BlockedNotice />
    </div>
  );
}
