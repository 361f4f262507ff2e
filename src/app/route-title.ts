import { useMatches } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';

export function useRouteTitle(): void {
  const { t } = useTranslation();
  const screen = useMatches({
    select: (matches) => matches.findLast((match) => match.staticData.screen)?.staticData.screen,
  });
  usePageTitle(t(`screens.${screen ?? 'notFound'}.title`));
}
