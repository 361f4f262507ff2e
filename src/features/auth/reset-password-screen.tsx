import { ScreenPending } from '@/components/screen-pending';

export function ResetPasswordScreen() {
  return <ScreenPending screen="resetPassword" />;
}
