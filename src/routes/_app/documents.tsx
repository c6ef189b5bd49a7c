import { createFileRoute } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { guard } from '../../features/auth/guards';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder';

// A later issue replaces this placeholder with the screen itself.
export const Route = createFileRoute('/_app/documents')({
  beforeLoad: guard('/documents'),
  component: () => (
    <ScreenPlaceholder icon={FileText} title="Manage Documents">
      Upload budgets, statements, grant agreements and photographed receipts here, and see which ones Tally can read.
    </ScreenPlaceholder>
  ),
});
