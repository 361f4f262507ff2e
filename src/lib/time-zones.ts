// The given zones (a stored one the runtime may not know) come first, so a saved value is never replaced.
export function timeZones(keep: readonly string[] = []): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [...new Set([...keep.filter((zone) => zone !== ''), ...known])];
}

export const timeZoneChoices = (keep: readonly string[] = []): { value: string; label: string }[] =>
  timeZones(keep).map((zone) => ({ value: zone, label: zone }));
