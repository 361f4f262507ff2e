import { describe, expect, it } from 'vitest';
import { currentEntryKey, firstSegment, isCurrentSubEntry, menuFor, type MenuEntry } from './menu';

const names = (menu: readonly MenuEntry[]) =>
  menu.map((entry) =>
    entry.kind === 'group' ? `${entry.key}[${entry.children.map((c) => c.to).join(',')}]` : entry.to,
  );

describe('menuFor', () => {
  it('gives a regular user Apps and Phone Numbers (Available, Reserved), no Companies or Super admin', () => {
    const menu = menuFor({ isSuperAdmin: false });
    expect(menu.map((entry) => entry.key)).toEqual([
      'dashboard',
      'agent',
      'calls',
      'contacts',
      'voicelibrary',
      'testLabs',
      'apps',
      'phonenumbers',
    ]);
    expect(names(menu)).toEqual([
      '/dashboard',
      '/agent',
      '/calls',
      '/contacts',
      '/voicelibrary',
      '/testzone',
      '/apps',
      'phonenumbers[/phonenumbers/available,/phonenumbers/reserved]',
    ]);
  });

  it('gives a super administrator Companies and Super admin, no Apps or Phone Numbers', () => {
    const menu = menuFor({ isSuperAdmin: true });
    expect(names(menu)).toEqual([
      '/dashboard',
      '/agent',
      '/calls',
      '/contacts',
      '/companies',
      '/testzone',
      '/voicelibrary',
      '/superadmin',
    ]);
    expect(menu.map((entry) => entry.key)).toContain('testZone');
    expect(menu.map((entry) => entry.key)).not.toContain('apps');
    expect(menu.map((entry) => entry.key)).not.toContain('phonenumbers');
  });
});

describe('the current entry', () => {
  it('is found by the first path segment', () => {
    expect(firstSegment('/phonenumbers/reserved?x=1#top')).toBe('phonenumbers');
    expect(firstSegment('/')).toBe('');
    const regular = menuFor({ isSuperAdmin: false });
    expect(currentEntryKey(regular, '/dashboard')).toBe('dashboard');
    expect(currentEntryKey(regular, '/agent/prompt_editor')).toBe('agent');
    expect(currentEntryKey(regular, '/testzone')).toBe('testLabs');
    expect(currentEntryKey(regular, '/phonenumbers/reserved')).toBe('phonenumbers');
    expect(currentEntryKey(regular, '/phonenumbers/requested')).toBe('phonenumbers');
    expect(currentEntryKey(regular, '/contacts/import-data')).toBe('contacts');
  });

  it('is none on screens outside the menu, or a look-alike segment', () => {
    const regular = menuFor({ isSuperAdmin: false });
    expect(currentEntryKey(regular, '/company-settings')).toBeUndefined();
    expect(currentEntryKey(regular, '/notifications')).toBeUndefined();
    expect(currentEntryKey(regular, '/agents')).toBeUndefined();
    expect(currentEntryKey(regular, '/')).toBeUndefined();
    expect(currentEntryKey(menuFor({ isSuperAdmin: true }), '/superadmin/role')).toBe('superadmin');
  });

  it('inside the Phone Numbers group, marks only the sub-entry of the exact path', () => {
    const group = menuFor({ isSuperAdmin: false }).find((entry) => entry.kind === 'group');
    if (group?.kind !== 'group') throw new Error('no group');
    const [available, reserved] = group.children;
    if (!available || !reserved) throw new Error('no children');
    expect(isCurrentSubEntry(reserved, '/phonenumbers/reserved')).toBe(true);
    expect(isCurrentSubEntry(reserved, '/phonenumbers/reserved/')).toBe(true);
    expect(isCurrentSubEntry(available, '/phonenumbers/reserved')).toBe(false);
    expect(isCurrentSubEntry(available, '/phonenumbers/requested')).toBe(false);
  });
});
