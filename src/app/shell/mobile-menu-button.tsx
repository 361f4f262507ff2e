import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from './shell-icons';

/** The phone menu's trigger, drawn from the first paint, before the drawer's code. */
export function MobileMenuButton({ ref, ...props }: IconButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      size="md"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...props}
      aria-label={t('shell.mobile.open')}
      hideFrom="md"
      data-tour="menu"
    >
      <MenuIcon />
    </IconButton>
  );
}
