import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/_guarded/phonenumbers/')({
  staticData: { screen: 'phonenumbers' },
  beforeLoad: () => {
    throw redirect({ to: '/phonenumbers/available', replace: true });
  },
});
