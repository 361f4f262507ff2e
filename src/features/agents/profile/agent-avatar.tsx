import { Avatar } from '@chakra-ui/react';
import { env } from '@/config/env';
import { avatarSource } from './avatar-source';

// The image shows only once loaded (never a broken-image icon); decorative: the name is always beside it.
export function AgentAvatar({
  name,
  avatar,
  size = 'md',
}: {
  name: string;
  avatar: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}) {
  const src = avatarSource(avatar, env);
  return (
    <Avatar.Root size={size} colorPalette="brand" aria-hidden="true" flexShrink={0}>
      <Avatar.Fallback name={name} />
      {src && <Avatar.Image src={src} alt="" />}
    </Avatar.Root>
  );
}
