import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/queries';
import type { Agent } from '@/api/models/schemas';
import { SETTINGS_TABS, tabLabelKey, type SettingsTab } from '@/features/company-settings/settings-tabs';
import { useHiddenSettingsTabs } from '@/features/company-settings/use-hidden-tabs';
import { useUser } from '@/lib/session/session-store';
import type { AppPath } from './app-path';
import type { SearchItem } from './search-match';
import { searchScreensFor } from './search-screens';

export type SearchTarget =
  | { kind: 'screen'; to: AppPath }
  | { kind: 'settings'; tab: SettingsTab }
  | { kind: 'agent'; agent: Agent }
  | { kind: 'contact'; id: string };

export interface SearchEntry extends SearchItem {
  target: SearchTarget;
}

const list = <T>(value: { data?: T[] } | undefined): T[] => (Array.isArray(value?.data) ? value.data : []);

export function useSearchEntries(enabled: boolean): { entries: SearchEntry[]; loading: boolean } {
  const { t } = useTranslation();
  const user = useUser();
  const agents = $api.useQuery('get', '/agents', {}, { enabled, staleTime: 60_000 });
  const leads = $api.useQuery('get', '/leads', {}, { enabled, staleTime: 60_000 });
  const hidden = useHiddenSettingsTabs(undefined, enabled);

  const entries = useMemo(() => {
    const screens = searchScreensFor(user).map((screen): SearchEntry => ({
      id: `screen-${screen.to}`,
      kind: 'screen',
      label: t(`screens.${screen.screen}.title`),
      keywords: screen.menu ? [t(`shell.menu.${screen.menu}.label`)] : [],
      target: { kind: 'screen', to: screen.to },
    }));
    const settingsTitle = t('screens.companySettings.title');
    const settings = SETTINGS_TABS.filter((tab) => !hidden.includes(tab)).map((tab): SearchEntry => {
      const name = t(tabLabelKey(tab));
      return {
        id: `settings-${tab}`,
        kind: 'screen',
        label: t('companySettings.searchResult', { tab: name, screen: settingsTitle }),
        keywords: [name],
        target: { kind: 'settings', tab },
      };
    });
    const agentEntries = list(agents.data)
      .filter((agent) => typeof agent.name === 'string' && agent.name.trim() !== '')
      .map((agent): SearchEntry => ({
        id: `agent-${agent.id}`,
        kind: 'agent',
        label: agent.name,
        target: { kind: 'agent', agent },
      }));
    const contactEntries = list(leads.data)
      .map((lead) => ({ lead, name: `${lead.firstName} ${lead.lastName}`.trim() }))
      .filter(({ name }) => name !== '')
      .map(({ lead, name }): SearchEntry => ({
        id: `contact-${lead.id}`,
        kind: 'contact',
        label: name,
        target: { kind: 'contact', id: lead.id },
      }));
    return [...screens, ...settings, ...agentEntries, ...contactEntries];
  }, [t, user, agents.data, leads.data, hidden]);

  return { entries, loading: enabled && (agents.isPending || leads.isPending) };
}
