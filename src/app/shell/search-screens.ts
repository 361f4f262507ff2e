import type { AppPath } from './app-path';
import type { MenuKey } from './menu';

// `menu` adds the sidebar entry's name, so that "Test Labs" finds the test zone.
export interface SearchScreen {
  screen: string;
  to: AppPath;
  menu?: MenuKey;
}

const common: readonly SearchScreen[] = [
  { screen: 'dashboard', to: '/dashboard', menu: 'dashboard' },
  { screen: 'agent', to: '/agent', menu: 'agent' },
  { screen: 'agentScheduleBoard', to: '/agent/schedule_board' },
  { screen: 'conversationflow', to: '/conversationflow' },
  { screen: 'calls', to: '/calls', menu: 'calls' },
  { screen: 'campaign', to: '/campaign' },
  { screen: 'contacts', to: '/contacts', menu: 'contacts' },
  { screen: 'contactsImport', to: '/contacts/import-data' },
  { screen: 'voicelibrary', to: '/voicelibrary', menu: 'voicelibrary' },
  { screen: 'companySettings', to: '/company-settings' },
  { screen: 'notifications', to: '/notifications' },
];

const regular: readonly SearchScreen[] = [
  { screen: 'testzone', to: '/testzone', menu: 'testLabs' },
  { screen: 'apps', to: '/apps', menu: 'apps' },
  { screen: 'phonenumbers', to: '/phonenumbers', menu: 'phonenumbers' },
  { screen: 'phonenumbersAvailable', to: '/phonenumbers/available', menu: 'phonenumbersAvailable' },
  { screen: 'phonenumbersReserved', to: '/phonenumbers/reserved', menu: 'phonenumbersReserved' },
  { screen: 'phonenumbersRequested', to: '/phonenumbers/requested' },
];

const superAdmin: readonly SearchScreen[] = [
  { screen: 'testzone', to: '/testzone', menu: 'testZone' },
  { screen: 'companies', to: '/companies', menu: 'companies' },
  { screen: 'superadmin', to: '/superadmin', menu: 'superadmin' },
  { screen: 'superadminEditMinutePrices', to: '/superadmin/edit-minute-prices' },
  { screen: 'superadminLicenseMinutePrices', to: '/superadmin/license-minute-prices' },
  { screen: 'superadminRole', to: '/superadmin/role' },
  { screen: 'superadminPlan', to: '/superadmin/plan' },
  { screen: 'superadminDid', to: '/superadmin/did' },
  { screen: 'superadminAgents', to: '/superadmin/agents' },
  { screen: 'superadminAction', to: '/superadmin/action' },
  { screen: 'superadminVoice', to: '/superadmin/voice' },
];

export function searchScreensFor(user: { isSuperAdmin: boolean }): readonly SearchScreen[] {
  return [...common, ...(user.isSuperAdmin ? superAdmin : regular)];
}
