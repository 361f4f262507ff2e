import { Tabs } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { LoadingState } from '@/components/query-states';
import { SETTINGS_TABS, tabLabelKey, type SettingsTab } from './settings-tabs';

export interface SettingsScreenProps {
  tab: SettingsTab;
  onTab: (tab: SettingsTab) => void;
  panels: Record<SettingsTab, ReactNode>;
  hidden?: readonly SettingsTab[];
}

// The address names the open tab: the Help Center links to the tickets, and Back returns to the last one.
export function SettingsScreen({ tab, onTab, panels, hidden = [] }: SettingsScreenProps) {
  const { t } = useTranslation();
  const tabs = SETTINGS_TABS.filter((value) => !hidden.includes(value));
  return (
    <PageFrame
      title={t('screens.companySettings.title')}
      description={t('screens.companySettings.description')}
    >
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          const next = tabs.find((candidate) => candidate === details.value);
          if (next) onTab(next);
        }}
        lazyMount
        unmountOnExit
        variant="line"
        colorPalette="brand"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" aria-label={t('companySettings.tabsLabel')}>
          {tabs.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0}>
              {t(tabLabelKey(value))}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Content key={value} value={value} pt="6">
            <Suspense fallback={<LoadingState />}>{panels[value]}</Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageFrame>
  );
}
