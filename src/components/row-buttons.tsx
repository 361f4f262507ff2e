import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { TrashIcon } from './icons/file-icons';
import { LineIcon } from './icons/line-icon';

type RowButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'> & {
  label: string;
};

// A drawn pencil: an emoji such as ✎ is missing from some systems' fonts.
export function EditRowButton({ label, ...props }: RowButtonProps) {
  return (
    <IconButton size="xs" variant="ghost" aria-label={label} {...props}>
      <LineIcon boxSize="4">
        <path d="M17 3a2.85 2.85 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5z" />
        <path d="M15 5l4 4" />
      </LineIcon>
    </IconButton>
  );
}

export function DeleteRowButton({ label, ...props }: RowButtonProps) {
  return (
    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={label} {...props}>
      <TrashIcon boxSize="4" />
    </IconButton>
  );
}
