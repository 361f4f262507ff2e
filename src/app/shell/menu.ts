import type { AppPath } from './app-path';

// spec sections 2 and 6: one menu for a super administrator, one for everybody else.
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

export function menuFor(user: { isSuperAdmin: boolean }): readonly MenuEntry[] {
  return user.isSuperAdmin ? superAdminMenu : regularMenu;
}

export function firstSegment(path: string): string {
  return (
    path
      .split(/[?#]/, 1)[0]
      ?.split('/')
      .find((part) => part !== '') ?? ''
  );
}

export function isCurrentEntry(entry: MenuEntry, pathname: string): boolean {
  const current = firstSegment(pathname);
  if (current === '') return false;
  return (entry.kind === 'group' ? entry.segment : firstSegment(entry.to)) === current;
}

export function isCurrentSubEntry(entry: MenuLink, pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === entry.to;
}

export function currentEntryKey(menu: readonly MenuEntry[], pathname: string): MenuKey | undefined {
  return menu.find((entry) => isCurrentEntry(entry, pathname))?.key;
}
