import { defineSlotRecipe } from '@chakra-ui/react';

const navTrigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '8',
  borderRadius: 'l2',
  focusVisibleRing: 'inside',
  _hover: { bg: 'colorPalette.subtle' },
  _disabled: { opacity: 0.5 },
  _icon: { boxSize: '4' },
} as const;

/**
 * The calendar's look: Chakra's date picker recipe cut down to the parts drawn here. Chakra's own
 * sits in `@chakra-ui/react/theme` beside the recipes the first paint needs, and the bundler puts
 * it in the entry chunk whoever imports it (0.9 KiB gzip more on every first paint, measured);
 * this one loads with the calendar.
 */
export const calendarRecipe = defineSlotRecipe({
  className: 'date-picker',
  slots: [
    'content',
    'view',
    'viewControl',
    'viewTrigger',
    'prevTrigger',
    'nextTrigger',
    'table',
    'tableHeader',
    'tableCell',
    'tableCellTrigger',
  ],
  base: {
    content: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      p: '3',
      bg: 'bg.panel',
      color: 'fg',
      borderRadius: 'l2',
      boxShadow: 'lg',
      zIndex: 'popover',
      outline: 'none',
    },
    view: { display: 'flex', flexDirection: 'column', gap: '3', '--cell-size': 'sizes.9' },
    viewControl: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' },
    viewTrigger: {
      flex: '1',
      py: '1.5',
      px: '2',
      textStyle: 'sm',
      fontWeight: 'semibold',
      borderRadius: 'l2',
      focusVisibleRing: 'inside',
      _hover: { bg: 'colorPalette.subtle' },
    },
    prevTrigger: navTrigger,
    nextTrigger: navTrigger,
    table: { borderCollapse: 'separate', borderSpacing: '0' },
    tableHeader: {
      width: 'var(--cell-size)',
      py: '2',
      textStyle: 'xs',
      fontWeight: 'medium',
      color: 'fg.muted',
      textAlign: 'center',
    },
    tableCell: { py: '0.5' },
    tableCellTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 'var(--cell-size)',
      minHeight: 'var(--cell-size)',
      textStyle: 'sm',
      borderRadius: 'l2',
      cursor: 'default',
      focusVisibleRing: 'inside',
      _hover: { bg: 'colorPalette.subtle' },
      '[data-view=month] &, [data-view=year] &': { width: 'calc(var(--cell-size) * 1.75)' },
      _today: { color: 'colorPalette.fg', fontWeight: 'semibold', textDecoration: 'underline' },
      '&[data-selected]': {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        _hover: { bg: 'colorPalette.solid' },
      },
      _disabled: { opacity: 0.4 },
    },
  },
});
