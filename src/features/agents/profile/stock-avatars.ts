// The contract names no catalogue of avatars; these are the images its examples use.
export const stockAvatars: readonly string[] = [
  '/samples/avatars/dental-receptionist.png',
  '/samples/avatars/recall-reminders.png',
  '/samples/avatars/front-desk-agent.png',
  '/samples/avatars/after-hours-triage.png',
];

export function avatarLabel(path: string): string {
  const file = path.split('/').pop() ?? '';
  const words = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : path;
}
