import { createFileRoute } from '@tanstack/react-router';
import { BadgeCheck } from 'lucide-react';
import { guard } from '../../features/auth/guards';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder';

// A later issue replaces this placeholder with the screen itself.
export const Route = createFileRoute('/_app/non-profit-verification')({
  beforeLoad: guard('/non-profit-verification'),
  component: () => (
    <ScreenPlaceholder icon={BadgeCheck} title="Nonprofit Verification">
      Upload your IRS determination letter to verify your organisation's 501(c)(3) status.
    </ScreenPlaceholder>
  ),
});
