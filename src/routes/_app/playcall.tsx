import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';
import { optionalId } from '@/lib/search-params';

export const Route = createFileRoute('/_app/playcall')({
  // `/playcall?id=<call id>`; a missing or malformed id falls back to none, never throws.
  validateSearch: (search: Record<string, unknown>) => optionalId(search, 'id'),
  staticData: { screen: 'playcall' },
  component: () => <ScreenPending screen="playcall" />,
});
