import { createIcon } from '@chakra-ui/react';

// Decorative: the button around an icon carries its name.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icon = (displayName: string, paths: string[]) =>
  createIcon({ displayName, path: paths.map((d) => <path key={d} d={d} {...stroke} />) });

export const PlusIcon = icon('PlusIcon', ['M12 5v14', 'M5 12h14']);

export const TrashIcon = icon('TrashIcon', [
  'M3 6h18',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
  'M10 11v6',
  'M14 11v6',
]);

export const PencilIcon = icon('PencilIcon', [
  'M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z',
  'M15 5l4 4',
]);
