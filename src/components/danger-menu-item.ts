// Chakra's recipe for a destructive menu entry, shared by the row menus.
export const dangerMenuItem = (danger: boolean) =>
  danger ? { color: 'fg.error', _hover: { bg: 'bg.error', color: 'fg.error' } } : {};
