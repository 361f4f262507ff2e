export interface AvatarHost {
  /** Where stored files (recordings, uploaded images) are served from. */
  fileHostUrl: string;
  /** The mock serves no image files: asking for one would only log a failed request. */
  mockMode: boolean;
}

/**
 * The address of an agent's avatar image, or undefined when there is none to load: no avatar,
 * a value that is not the contract's relative path, or the mock (which has no files). Without an
 * image the agent's initials show.
 */
export function avatarSource(avatar: string, host: AvatarHost): string | undefined {
  if (host.mockMode || !/^\/\S+$/.test(avatar)) return undefined;
  return `${host.fileHostUrl}${avatar}`;
}
