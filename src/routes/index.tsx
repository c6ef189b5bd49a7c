import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../features/auth/guards';

export const Route = createFileRoute('/')({ beforeLoad: guard('/') });
