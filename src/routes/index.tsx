import { createFileRoute, redirect } from '@tanstack/react-router';
import { readToken } from '@/lib/session/token';

// Until the landing page exists, the root sends a visitor where they can work.
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: readToken() ? '/dashboard' : '/login', search: {} });
  },
});
