import { describe, expect, it } from 'vitest';
import { timeZones } from './time-zones';

describe('timeZones', () => {
  it("offers the runtime's zones, with a stored zone it does not know kept first", () => {
    const zones = timeZones(['Mars/Olympus_Mons', '']);
    expect(zones[0]).toBe('Mars/Olympus_Mons');
    expect(zones).toContain('America/New_York');
    expect(zones).not.toContain('');
  });

  it('lists a known zone once, first', () => {
    const zones = timeZones(['Europe/Madrid']);
    expect(zones[0]).toBe('Europe/Madrid');
    expect(zones.filter((zone) => zone === 'Europe/Madrid')).toHaveLength(1);
  });
});
