import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/line-icon';

export function BotIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 8V4H8" />
      <rect x="4" y="8" width="16" height="12" rx="2" />
      <path d="M2 14h2" />
      <path d="M20 14h2" />
      <path d="M15 13v2" />
      <path d="M9 13v2" />
    </LineIcon>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="m22 2-7 20-4-9-9-4z" />
      <path d="M22 2 11 13" />
    </LineIcon>
  );
}
