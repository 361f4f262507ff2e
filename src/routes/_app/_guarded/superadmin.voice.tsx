import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/app/route-loaders';
import { catalogueListQuery, forSuperAdmin } from '@/features/catalogue/catalogue-queries';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { voiceEntry } from '@/features/catalogue/registry/voice';

export const Route = createFileRoute('/_app/_guarded/superadmin/voice')({
  staticData: { screen: 'superadminVoice' },
  loader: ({ context }) => loadQueries(context.queryClient, forSuperAdmin([catalogueListQuery(voiceEntry)])),
  component: () => <CatalogueScreen entry={voiceEntry} />,
});
