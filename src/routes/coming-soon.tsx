import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../features/shell/components/coming-soon-page';
import { guard } from '../features/auth/guards';

export const Route = createFileRoute('/coming-soon')({
  beforeLoad: guard('/coming-soon'),
  component: ComingSoonPage,
});
