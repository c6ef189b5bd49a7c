import { createFileRoute } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { guard } from '../../features/auth/guards';
import { WelcomeDialog } from '../../features/onboarding/components/welcome-dialog';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder';

// The documents issue replaces this placeholder with the screen itself (and passes `ready` to the
// welcome dialog once the list has loaded).
export const Route = createFileRoute('/_app/documents')({
  beforeLoad: guard('/documents'),
  component: () => (
    <>
      <ScreenPlaceholder icon={FileText} title="Manage Documents">
        Upload budgets, statements, grant agreements and photographed receipts here, and see which ones Tally can read.
      </ScreenPlaceholder>
      <WelcomeDialog />
    </>
  ),
});
