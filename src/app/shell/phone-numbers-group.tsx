import { Box, Collapsible, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrentEntry, isCurrentSubEntry, type MenuGroup } from './menu';
import { menuIcons } from './menu-icons';
import { NavLink } from './nav-link';
import { navItemStyle } from './nav-item-style';
import { NavTooltip } from './nav-tooltip';
import { ChevronDownIcon } from './shell-icons';

interface Props {
  group: MenuGroup;
  pathname: string;
  withTooltip: boolean;
}

export function PhoneNumbersGroup({ group, pathname, withTooltip }: Props) {
  const { t } = useTranslation();
  const current = isCurrentEntry(group, pathname);
  // The person's choice holds for the page it was made on; a navigation goes back to the default.
  const [choice, setChoice] = useState<{ pathname: string; open: boolean } | null>(null);
  const open = choice?.pathname === pathname ? choice.open : current;
  const Icon = menuIcons[group.key];

  const trigger = (
    <Collapsible.Trigger css={navItemStyle} data-current={current ? '' : undefined} data-tour={group.key}>
      <Icon />
      <Box as="span" flex="1">
        {t(`shell.menu.${group.key}.label`)}
      </Box>
      <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
    </Collapsible.Trigger>
  );

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setChoice({ pathname, open: details.open })}>
      {withTooltip ? (
        <NavTooltip content={t(`shell.menu.${group.key}.tooltip`)}>{trigger}</NavTooltip>
      ) : (
        trigger
      )}
      <Collapsible.Content>
        <Stack as="ul" gap="1" mt="1" listStyleType="none">
          {group.children.map((child) => (
            <li key={child.key}>
              <NavLink
                entry={child}
                current={isCurrentSubEntry(child, pathname)}
                withTooltip={withTooltip}
                nested
              />
            </li>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
