export interface AvatarHost {
  /** Where stored files (recordings, uploaded images) are served from. */
  fileHostUrl: string;
}

/**
 * The address of an agent's avatar image, or undefined when there is none to load: no avatar, or
 * a value that is not the contract's relative path (so a stored value cannot point elsewhere).
 * Without an image the agent's initials show. Against the mock too: its file host serves the
 * images the contract's examples name (mocks/samples/).
 */
export function avatarSource(avatar: string, host: AvatarHost): string | undefined {
  if (!/^\/\S+$/.test(avatar)) return undefined;
  return `${host.fileHostUrl}${avatar}`;
}
