import { chakra, useSlotRecipe } from '@chakra-ui/react';

// Drawn with the avatar's recipe but not Chakra's `Avatar`, whose Ark machine (for loading an image
// this never has) would be on every signed-in screen's first paint.
export function UserInitial({ name, size = 'sm' }: { name: string; size?: 'xs' | 'sm' | 'md' }) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size, variant: 'solid' });
  return (
    <chakra.span css={styles['root']} colorPalette="brand" aria-hidden="true">
      <chakra.span css={styles['fallback']}>{name.trim().charAt(0).toUpperCase() || '?'}</chakra.span>
    </chakra.span>
  );
}
