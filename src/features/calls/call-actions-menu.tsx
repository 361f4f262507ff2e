import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoreIcon } from './calls-icons';
import { CorrectCallDrawer } from './correct-call-drawer-lazy';
import { dangerMenuItem } from '@/components/danger-menu-item';

export type CallAction = 'correct' | 'feedback' | 'export' | 'delete';
const actions: readonly CallAction[] = ['correct', 'feedback', 'export', 'delete'];

export interface CallActionsMenuProps {
  callId: string;
  /** The trigger's name ("Actions for the call with …"), translated by the table once for all rows. */
  label: string;
  /** Live calls (ringing, in progress) cannot be deleted. */
  canDelete: boolean;
  onAction: (action: CallAction) => void;
}

/**
 * Plain until its menu is first used: a menu per row would slow scrolling through thousands, and
 * so would a styled component per row (a style computation each). Its look comes from the table's
 * styles (`[data-row-menu]` in call-log-table.tsx).
 */
export function CallActionsMenu(props: CallActionsMenuProps) {
  const { callId } = props;
  // The table reuses a row for another call as it scrolls: the menu is armed for one call only,
  // and focus on the row's button goes to the table rather than pass to the next call's button.
  const [armedFor, setArmedFor] = useState<string | null>(null);
  if (armedFor !== null && armedFor !== callId) setArmedFor(null);
  const button = useRef<HTMLButtonElement>(null);
  const shown = useRef(callId);
  useLayoutEffect(() => {
    if (shown.current === callId) return;
    shown.current = callId;
    if (button.current && button.current === document.activeElement) {
      button.current.closest<HTMLElement>('[data-row-scroller]')?.focus();
    }
  }, [callId]);

  if (armedFor === callId) return <ActionsMenu {...props} />;
  return (
    <button
      ref={button}
      type="button"
      data-row-menu=""
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      onClick={() => {
        setArmedFor(callId);
        void CorrectCallDrawer.preload();
      }}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="5" cy="12" r="1" />
        <circle cx="12" cy="12" r="1" />
        <circle cx="19" cy="12" r="1" />
      </svg>
    </button>
  );
}

function ActionsMenu({ callId, label, canDelete, onAction }: CallActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu.Root
      defaultOpen
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        const action = actions.find((known) => known === details.value);
        if (action) onAction(action);
      }}
    >
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="xs" aria-label={label}>
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="play" asChild>
              <Link to="/playcall" search={{ id: callId }}>
                {t('calls.actions.play')}
              </Link>
            </Menu.Item>
            <Menu.Item value="summary" asChild>
              <Link to="/summarycall" search={{ id: callId }}>
                {t('calls.actions.summary')}
              </Link>
            </Menu.Item>
            {actions.map((action) => (
              <Menu.Item
                key={action}
                value={action}
                disabled={action === 'delete' && !canDelete}
                {...dangerMenuItem(action === 'delete')}
              >
                {t(`calls.actions.${action}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
