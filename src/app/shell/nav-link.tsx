import { Box } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from './menu';
import { menuIcons } from './menu-icons';
import { navItemStyle } from './nav-item-style';
import { NavTooltip } from './nav-tooltip';

interface Props {
  entry: MenuLink;
  current: boolean;
  /** The phone menu has no tooltips: there is no hover on touch. */
  withTooltip: boolean;
  nested?: boolean;
}

export function NavLink({ entry, current, withTooltip, nested = false }: Props) {
  const { t } = useTranslation();
  const Icon = menuIcons[entry.key];
  return (
    <NavTooltip content={t(`shell.menu.${entry.key}.tooltip`)} disabled={!withTooltip}>
      <Box asChild css={navItemStyle} ps={nested ? '11' : '3'} data-current={current ? '' : undefined}>
        <Link
          to={entry.to}
          activeOptions={{ exact: true, includeSearch: false }}
          activeProps={{}}
          aria-current={current ? 'page' : undefined}
          data-tour={entry.key}
        >
          {!nested && <Icon />}
          <span>{t(`shell.menu.${entry.key}.label`)}</span>
        </Link>
      </Box>
    </NavTooltip>
  );
}
