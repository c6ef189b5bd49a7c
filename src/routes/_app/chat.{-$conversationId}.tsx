import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../features/auth/guards';
import { ChatScreen } from '../../features/chat/components/chat-screen';

// Chat with Tally: a new conversation at /chat, an existing one at /chat/{conversationId}.
export const Route = createFileRoute('/_app/chat/{-$conversationId}')({
  beforeLoad: guard('/chat'),
  component: function ChatRoute() {
    const { auth } = Route.useRouteContext();
    const { conversationId } = Route.useParams();
    return <ChatScreen auth={auth} conversationId={conversationId ?? null} />;
  },
});
