import { createFileRoute } from '@tanstack/react-router';
import { ScreenPending } from '@/components/screen-pending';

export const Route = createFileRoute('/_app/_guarded/contacts/import-data')({
  staticData: { screen: 'contactsImport' },
  component: () => <ScreenPending screen="contactsImport" />,
});
