import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../../ui/placeholder';

// Chat with Tally replaces this placeholder.
export const Route = createFileRoute('/_authed/_onboarded/chat/{-$conversationId}')({
  component: function ChatRoute() {
    const { auth } = Route.useRouteContext();
    return (
      <Placeholder auth={auth} title="Chat with Tally">
        Your conversations with Tally open here.
      </Placeholder>
    );
  },
});
