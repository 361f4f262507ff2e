/**
 * The stock avatar images an agent can take (`PUT /agents/updateagentavatar/{id}` sets one of
 * them, or none with an empty string). The contract names no catalogue of them; these are the
 * images its examples use.
 */
export const stockAvatars: readonly string[] = [
  '/samples/avatars/dental-receptionist.png',
  '/samples/avatars/recall-reminders.png',
  '/samples/avatars/front-desk-agent.png',
  '/samples/avatars/after-hours-triage.png',
];

/** A readable name for an image path: "/samples/avatars/front-desk-agent.png" → "Front desk agent". */
export function avatarLabel(path: string): string {
  const file = path.split('/').pop() ?? '';
  const words = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : path;
}
