import { ScreenPending } from '@/components/screen-pending';

export function LandingScreen() {
  return <ScreenPending screen="landing" />;
}
