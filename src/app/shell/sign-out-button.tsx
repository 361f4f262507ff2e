import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { navItemStyle } from './nav-item-style';
import { NavTooltip } from './nav-tooltip';
import { SignOutIcon } from './shell-icons';
import { useSignOut } from './use-sign-out';

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <NavTooltip content={t('shell.signOut.tooltip')}>
      <chakra.button type="button" css={navItemStyle} onClick={signOut}>
        <SignOutIcon />
        <Box as="span" flex="1">
          {t('shell.signOut.label')}
        </Box>
      </chakra.button>
    </NavTooltip>
  );
}
