import { createFileRoute, redirect } from '@tanstack/react-router';

// /phonenumbers opens its first list, the available numbers (its tabs lead to the others).
export const Route = createFileRoute('/_app/_guarded/phonenumbers/')({
  staticData: { screen: 'phonenumbers' },
  beforeLoad: () => {
    throw redirect({ to: '/phonenumbers/available', replace: true });
  },
});
