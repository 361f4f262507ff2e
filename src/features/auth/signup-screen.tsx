import { ScreenPending } from '@/components/screen-pending';

export function SignupScreen() {
  return <ScreenPending screen="signup" />;
}
