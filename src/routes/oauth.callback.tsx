import { createFileRoute } from '@tanstack/react-router';
import { ChakraRoot } from '@/app/chakra-root';
import { OAuthCallbackScreen } from '@/features/auth/oauth-callback-screen';

export interface OAuthCallbackSearch {
  code?: string;
  state?: string;
  error?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 4096 ? value : undefined;

export const Route = createFileRoute('/oauth/callback')({
  validateSearch: (search: Record<string, unknown>): OAuthCallbackSearch => {
    // Every key, undefined when dropped (see withKeys in src/lib/search-params.ts).
    const result: OAuthCallbackSearch = { code: undefined, state: undefined, error: undefined };
    const code = text(search['code']);
    const state = text(search['state']);
    const error = text(search['error']);
    if (code) result.code = code;
    if (state) result.state = state;
    if (error) result.error = error;
    return result;
  },
  staticData: { screen: 'oauthCallback', sidebar: false },
  component: OAuthCallbackRoute,
});

function OAuthCallbackRoute() {
  const search = Route.useSearch();
  return (
    <ChakraRoot>
      <OAuthCallbackScreen {...search} />
    </ChakraRoot>
  );
}
