import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../features/auth/guards';
import { DocumentsScreen } from '../../features/documents/components/documents-screen';

// Owners and admins: upload, configure, follow and delete the organisation's documents.
export const Route = createFileRoute('/_app/documents')({
  beforeLoad: guard('/documents'),
  component: function DocumentsRoute() {
    const { auth } = Route.useRouteContext();
    return <DocumentsScreen auth={auth} />;
  },
});
