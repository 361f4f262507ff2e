import { Avatar } from '@chakra-ui/react';
import { env } from '@/config/env';
import { avatarSource } from './avatar-source';

/**
 * An agent's avatar: its image when there is one to load, else its initials. A missing or broken
 * image never shows a broken-image icon (the image only shows once loaded). Decorative: the
 * agent's name is always written beside it.
 */
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
