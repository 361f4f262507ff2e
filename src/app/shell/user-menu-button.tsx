import { Button, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '@/lib/session/session-store';
import { UserInitial } from './user-initial';
import { fullNameOf } from './user-names';

/** The user menu's trigger, drawn from the first paint, before the menu's code. */
export function UserMenuButton({ ref, ...props }: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const name = fullNameOf(useUser(), t('header.fallbackName'));
  return (
    <Button
      ref={ref}
      variant="ghost"
      px="1"
      borderRadius="full"
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      aria-label={t('shell.userMenu.open', { name })}
      data-tour="billing"
    >
      <UserInitial name={name} />
    </Button>
  );
}
