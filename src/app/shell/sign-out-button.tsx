import { Box, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { navItemStyle } from './nav-item-style';
import { useNavTooltip } from './nav-tooltip';
import { SignOutIcon } from './shell-icons';
import { useSignOut } from './use-sign-out';

export function SignOutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const { triggerProps, tooltip } = useNavTooltip(t('shell.signOut.tooltip'));
  return (
    <>
      <chakra.button type="button" css={navItemStyle} onClick={signOut} {...triggerProps}>
        <SignOutIcon />
        <Box as="span" flex="1">
          {t('shell.signOut.label')}
        </Box>
      </chakra.button>
      {tooltip}
    </>
  );
}
