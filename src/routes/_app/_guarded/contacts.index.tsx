import { createFileRoute } from '@tanstack/react-router';
import { ContactsScreen } from '@/features/contacts/contacts-screen';

export const Route = createFileRoute('/_app/_guarded/contacts/')({
  staticData: { screen: 'contacts' },
  component: ContactsScreen,
});
