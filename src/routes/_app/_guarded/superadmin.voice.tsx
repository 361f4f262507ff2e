import { createFileRoute } from '@tanstack/react-router';
import { CatalogueScreen } from '@/features/catalogue/catalogue-screen';
import { voiceEntry } from '@/features/catalogue/registry/voice';

export const Route = createFileRoute('/_app/_guarded/superadmin/voice')({
  staticData: { screen: 'superadminVoice' },
  component: () => <CatalogueScreen entry={voiceEntry} />,
});
