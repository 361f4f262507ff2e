import { ScreenPending } from '@/components/screen-pending';

export function NewPasswordScreen({ token }: { token: string }) {
  return <ScreenPending screen={token ? 'newPassword' : 'newPassword'} />;
}
