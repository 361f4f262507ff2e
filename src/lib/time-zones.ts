/**
 * The IANA time zones to offer: the runtime's list, with the given ones (a stored zone the
 * runtime may not know) kept first, so a saved value is never silently replaced.
 */
export function timeZones(keep: readonly string[] = []): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [...new Set([...keep.filter((zone) => zone !== ''), ...known])];
}

/** The same zones as the `choice` widget's choices (value and label both the zone's name). */
export const timeZoneChoices = (keep: readonly string[] = []): { value: string; label: string }[] =>
  timeZones(keep).map((zone) => ({ value: zone, label: zone }));
