import { createFileRoute } from '@tanstack/react-router';
import { MessageSquare } from 'lucide-react';
import { guard } from '../../features/auth/guards';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder';

// A later issue replaces this placeholder with the screen itself.
export const Route = createFileRoute('/_app/chat/{-$conversationId}')({
  beforeLoad: guard('/chat'),
  component: () => (
    <ScreenPlaceholder icon={MessageSquare} title="Chat with Tally">
      Your conversations with Tally open here: ask about budgets, spending, account codes or financial reports.
    </ScreenPlaceholder>
  ),
});
