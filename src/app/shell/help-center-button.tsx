import { Box, chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { navItemStyle } from './nav-item-style';
import { HelpIcon } from './shell-icons';
import { useUnreadLabel } from './unread-tickets';

interface Props extends HTMLChakraProps<'button'> {
  ref?: Ref<HTMLButtonElement>;
  /** Tickets with replies not yet read. */
  unread: number;
}

/** The Help Center menu's trigger, drawn from the first paint, before the menu's code. */
export function HelpCenterButton({ ref, unread, ...props }: Props) {
  const { t } = useTranslation();
  const unreadLabel = useUnreadLabel();
  return (
    <chakra.button
      ref={ref}
      type="button"
      css={navItemStyle}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      aria-label={unreadLabel(t('shell.help.title'), unread)}
    >
      <HelpIcon />
      <Box as="span" flex="1">
        {t('shell.help.title')}
      </Box>
      {/* New replies on a ticket: a dot here (the label says how many), the count inside. */}
      {unread > 0 && <Box as="span" aria-hidden="true" boxSize="2" borderRadius="full" bg="red.solid" />}
    </chakra.button>
  );
}
