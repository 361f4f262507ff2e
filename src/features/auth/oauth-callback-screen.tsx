import { ScreenPending } from '@/components/screen-pending';

export function OAuthCallbackScreen(props: { code?: string; state?: string; error?: string }) {
  return <ScreenPending screen={props.code ? 'oauthCallback' : 'oauthCallback'} />;
}
