import type { SystemStyleObject } from '@chakra-ui/react';

export const navItemStyle: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '10',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' },
  '&[data-current]': {
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontWeight: 'semibold',
    _hover: { bg: 'brand.muted', color: 'brand.fg' },
  },
  '& svg': { flexShrink: 0, boxSize: '5' },
};
