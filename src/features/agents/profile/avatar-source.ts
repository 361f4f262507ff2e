export interface AvatarHost {
  fileHostUrl: string;
}

// Only the contract's relative path is loaded, so that a stored value cannot point elsewhere.
export function avatarSource(avatar: string, host: AvatarHost): string | undefined {
  if (!/^\/\S+$/.test(avatar)) return undefined;
  return `${host.fileHostUrl}${avatar}`;
}
