import { Stack } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { isCurrentEntry, menuFor } from './menu';
import { NavLink } from './nav-link';
import { PhoneNumbersGroup } from './phone-numbers-group';

export function NavList({ withTooltip }: { withTooltip: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav aria-label={t('shell.nav.label')}>
      <Stack as="ul" gap="1" listStyleType="none">
        {menuFor(user).map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'group' ? (
              <PhoneNumbersGroup group={entry} pathname={pathname} withTooltip={withTooltip} />
            ) : (
              <NavLink entry={entry} current={isCurrentEntry(entry, pathname)} withTooltip={withTooltip} />
            )}
          </li>
        ))}
      </Stack>
    </nav>
  );
}
