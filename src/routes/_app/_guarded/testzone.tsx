import { createFileRoute } from '@tanstack/react-router';
import { TestzoneScreen } from '@/features/testzone/testzone-screen';

export const Route = createFileRoute('/_app/_guarded/testzone')({
  staticData: { screen: 'testzone' },
  component: TestzoneScreen,
});
