import { createIcon } from '@chakra-ui/react';

// Decorative: the control around each icon carries the name.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const icon = (displayName: string, paths: string[]) =>
  createIcon({ displayName, path: paths.map((d) => <path key={d} d={d} {...stroke} />) });

export const DashboardIcon = icon('DashboardIcon', [
  'M3 4a1 1 0 0 1 1-1h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
  'M14 4a1 1 0 0 1 1-1h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1z',
  'M14 13a1 1 0 0 1 1-1h5a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1z',
  'M3 17a1 1 0 0 1 1-1h5a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z',
]);

export const AgentIcon = icon('AgentIcon', [
  'M12 8V4H8',
  'M6 8h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z',
  'M2 14h2',
  'M20 14h2',
  'M15 13v2',
  'M9 13v2',
]);

export const CallsIcon = icon('CallsIcon', [
  'M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72c.13.96.36 1.9.7 2.81a2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45c.91.34 1.85.57 2.81.7A2 2 0 0 1 22 16.92z',
]);

export const ContactsIcon = icon('ContactsIcon', [
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 21v-2a4 4 0 0 0-3-3.87',
  'M16 3.13a4 4 0 0 1 0 7.75',
]);

export const CompaniesIcon = icon('CompaniesIcon', [
  'M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18z',
  'M6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2',
  'M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2',
  'M10 6h4',
  'M10 10h4',
  'M10 14h4',
  'M10 18h4',
]);

export const VoiceIcon = icon('VoiceIcon', [
  'M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z',
  'M19 10v2a7 7 0 0 1-14 0v-2',
  'M12 19v3',
]);

export const TestIcon = icon('TestIcon', [
  'M10 2v7.53a2 2 0 0 1-.21.9L4.72 20.55a1 1 0 0 0 .9 1.45h12.76a1 1 0 0 0 .9-1.45l-5.07-10.12A2 2 0 0 1 14 9.53V2',
  'M8.5 2h7',
  'M7 16h10',
]);

export const AppsIcon = icon('AppsIcon', [
  'M4 3h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z',
  'M17.5 3a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  'M4 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z',
  'M15 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1h-5a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1z',
]);

export const ShieldIcon = icon('ShieldIcon', [
  'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
]);

export const HashIcon = icon('HashIcon', ['M4 9h16', 'M4 15h16', 'M10 3 8 21', 'M16 3l-2 18']);

export const ChevronDownIcon = icon('ChevronDownIcon', ['m6 9 6 6 6-6']);

export const MenuIcon = icon('MenuIcon', ['M4 6h16', 'M4 12h16', 'M4 18h16']);

export const SearchIcon = icon('SearchIcon', ['M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16z', 'm21 21-4.3-4.3']);

export const HelpIcon = icon('HelpIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z',
  'M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3',
  'M12 17h.01',
]);

export const SignOutIcon = icon('SignOutIcon', [
  'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4',
  'm16 17 5-5-5-5',
  'M21 12H9',
]);
