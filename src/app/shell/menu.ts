import type { AppPath } from './app-path';

/**
 * The sidebar menus of the spec (section 2, "Shell and navigation"; section 6): one variant for a
 * super administrator, one for everybody else. `key` names the texts `shell.menu.<key>.label` and
 * `.tooltip`, and the entry's icon.
 */
export type MenuKey =
  | 'dashboard'
  | 'agent'
  | 'calls'
  | 'contacts'
  | 'companies'
  | 'voicelibrary'
  | 'testLabs'
  | 'testZone'
  | 'apps'
  | 'superadmin'
  | 'phonenumbers'
  | 'phonenumbersAvailable'
  | 'phonenumbersReserved';

export interface MenuLink {
  kind: 'link';
  key: MenuKey;
  to: AppPath;
}

export interface MenuGroup {
  kind: 'group';
  key: MenuKey;
  /** The first path segment every route of the group starts with. */
  segment: string;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (key: MenuKey, to: AppPath): MenuLink => ({ kind: 'link', key, to });

const phoneNumbers: MenuGroup = {
  kind: 'group',
  key: 'phonenumbers',
  segment: 'phonenumbers',
  children: [
    link('phonenumbersAvailable', '/phonenumbers/available'),
    link('phonenumbersReserved', '/phonenumbers/reserved'),
  ],
};

const regularMenu: readonly MenuEntry[] = [
  link('dashboard', '/dashboard'),
  link('agent', '/agent'),
  link('calls', '/calls'),
  link('contacts', '/contacts'),
  link('voicelibrary', '/voicelibrary'),
  link('testLabs', '/testzone'),
  link('apps', '/apps'),
  phoneNumbers,
];

const superAdminMenu: readonly MenuEntry[] = [
  link('dashboard', '/dashboard'),
  link('agent', '/agent'),
  link('calls', '/calls'),
  link('contacts', '/contacts'),
  link('companies', '/companies'),
  link('testZone', '/testzone'),
  link('voicelibrary', '/voicelibrary'),
  link('superadmin', '/superadmin'),
];

/** The menu the user sees: Companies and Super admin for a super administrator, Apps and Phone Numbers otherwise. */
export function menuFor(user: { isSuperAdmin: boolean }): readonly MenuEntry[] {
  return user.isSuperAdmin ? superAdminMenu : regularMenu;
}

/** The first segment of a path: `/phonenumbers/reserved?x=1` gives `phonenumbers`. */
export function firstSegment(path: string): string {
  return (
    path
      .split(/[?#]/, 1)[0]
      ?.split('/')
      .find((part) => part !== '') ?? ''
  );
}

/** An entry is the current one when its first path segment is the current path's. */
export function isCurrentEntry(entry: MenuEntry, pathname: string): boolean {
  const current = firstSegment(pathname);
  if (current === '') return false;
  return (entry.kind === 'group' ? entry.segment : firstSegment(entry.to)) === current;
}

/** Inside a group, a sub-entry is current only on its own path. */
export function isCurrentSubEntry(entry: MenuLink, pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === entry.to;
}

/** The key of the entry matching the current path, if any. */
export function currentEntryKey(menu: readonly MenuEntry[], pathname: string): MenuKey | undefined {
  return menu.find((entry) => isCurrentEntry(entry, pathname))?.key;
}
