import { Box, chakra, Stack } from '@chakra-ui/react';
import { useId, useState } from 'react';
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

  const contentId = useId();

  // A disclosure button of its own rather than Chakra's Collapsible: Ark's machine for it would be
  // on every signed-in screen's first paint to show and hide one list.
  return (
    <>
      <NavTooltip content={t(`shell.menu.${group.key}.tooltip`)} disabled={!withTooltip}>
        <chakra.button
          type="button"
          css={navItemStyle}
          aria-expanded={open}
          aria-controls={contentId}
          data-current={current ? '' : undefined}
          data-tour={group.key}
          onClick={() => setChoice({ pathname, open: !open })}
        >
          <Icon />
          <Box as="span" flex="1">
            {t(`shell.menu.${group.key}.label`)}
          </Box>
          <ChevronDownIcon transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" />
        </chakra.button>
      </NavTooltip>
      <Stack as="ul" id={contentId} hidden={!open} gap="1" mt="1" listStyleType="none">
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
    </>
  );
}
