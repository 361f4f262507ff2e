import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { webhooksQuery } from '@/api/webhooks';
import { loadQueries, type ScreenQuery } from '@/app/route-loaders';
import { apiKeysQuery } from '@/features/api-keys/api-keys-queries';
import { billingPageQuery, cardsQuery, plansQuery } from '@/features/billing/billing-queries';
import {
  companyQuery,
  preferenceQuery,
  userQuery,
} from '@/features/company-settings/company-settings-queries';
import { SettingsScreen } from '@/features/company-settings/settings-screen';
import { isSettingsTab, type SettingsTab } from '@/features/company-settings/settings-tabs';
import { useHiddenSettingsTabs } from '@/features/company-settings/use-hidden-tabs';
import { rolesQuery, teamQuery } from '@/features/team/team-queries';
import { ticketsTabQueries } from '@/features/tickets/tickets-queries';
import { lazyNamed } from '@/lib/lazy-named';
import { optionalId, withKeys } from '@/lib/search-params';
import { getUser } from '@/lib/session/session-store';

const ProfileTab = lazyNamed(() => import('@/features/company-settings/profile-tab'), 'ProfileTab');
const CompanyTab = lazyNamed(() => import('@/features/company-settings/company-tab'), 'CompanyTab');
const PreferencesTab = lazyNamed(
  () => import('@/features/company-settings/preferences-tab'),
  'PreferencesTab',
);
const TeamTab = lazyNamed(() => import('@/features/team/team-tab'), 'TeamTab');
const BillingTab = lazyNamed(() => import('@/features/billing/billing-tab'), 'BillingTab');
const ApiKeysTab = lazyNamed(() => import('@/features/api-keys/api-keys-tab'), 'ApiKeysTab');
const TicketsTab = lazyNamed(() => import('@/features/tickets/tickets-tab'), 'TicketsTab');
const WebhooksTab = lazyNamed(() => import('@/features/webhooks/webhooks-tab'), 'WebhooksTab');

function tabQueries(tab: SettingsTab, ticket: string | undefined): readonly ScreenQuery[] {
  const user = getUser();
  switch (tab) {
    case 'profile':
      return user.id ? [userQuery(user.id)] : [];
    case 'company':
      return [companyQuery()];
    case 'preferences':
      return [preferenceQuery()];
    case 'team':
      return [teamQuery(), rolesQuery()];
    case 'billing':
      return [billingPageQuery(0), cardsQuery(), plansQuery()];
    case 'api-keys':
      return [apiKeysQuery()];
    case 'webhooks':
      return [webhooksQuery()];
    case 'tickets':
      return ticketsTabQueries(user.isSuperAdmin, ticket);
  }
}

interface SettingsSearch {
  tab?: SettingsTab;
  ticket?: string;
}

export const Route = createFileRoute('/_app/_guarded/company-settings')({
  staticData: { screen: 'companySettings' },
  validateSearch: (search: Record<string, unknown>): SettingsSearch =>
    withKeys(['tab', 'ticket'], {
      ...(isSettingsTab(search['tab']) ? { tab: search['tab'] } : {}),
      ...optionalId(search, 'ticket'),
    }),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'profile', ticket: search.ticket }),
  loader: ({ context, deps }) => loadQueries(context.queryClient, tabQueries(deps.tab, deps.ticket)),
  component: CompanySettings,
});

function CompanySettings() {
  const { tab: asked = 'profile', ticket } = Route.useSearch();
  const navigate = Route.useNavigate();
  const hidden = useHiddenSettingsTabs(asked);
  // A tab the server has no calls for is an unknown tab: the first one opens instead.
  const tab = hidden.includes(asked) ? 'profile' : asked;
  useEffect(() => {
    if (tab !== asked) void navigate({ search: {}, replace: true });
  }, [tab, asked, navigate]);
  return (
    <SettingsScreen
      tab={tab}
      hidden={hidden}
      onTab={(next) => void navigate({ search: { tab: next } })}
      panels={{
        profile: <ProfileTab />,
        company: <CompanyTab />,
        preferences: <PreferencesTab />,
        team: <TeamTab />,
        billing: <BillingTab />,
        'api-keys': <ApiKeysTab />,
        webhooks: <WebhooksTab />,
        tickets: (
          <TicketsTab
            ticketId={ticket}
            onOpenTicket={(id) => void navigate({ search: { tab: 'tickets', ticket: id } })}
          />
        ),
      }}
    />
  );
}
