import { createFileRoute } from '@tanstack/react-router';
import { ImportScreen } from '@/features/contacts/import-screen';

export const Route = createFileRoute('/_app/_guarded/contacts/import-data')({
  staticData: { screen: 'contactsImport' },
  component: ImportScreen,
});
