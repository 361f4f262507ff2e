import type { MenuKey } from './menu';
import {
  AgentIcon,
  AppsIcon,
  CallsIcon,
  CompaniesIcon,
  ContactsIcon,
  DashboardIcon,
  HashIcon,
  ShieldIcon,
  TestIcon,
  VoiceIcon,
} from './shell-icons';

export const menuIcons: Record<MenuKey, typeof DashboardIcon> = {
  dashboard: DashboardIcon,
  agent: AgentIcon,
  calls: CallsIcon,
  contacts: ContactsIcon,
  companies: CompaniesIcon,
  voicelibrary: VoiceIcon,
  testLabs: TestIcon,
  testZone: TestIcon,
  apps: AppsIcon,
  superadmin: ShieldIcon,
  phonenumbers: HashIcon,
  phonenumbersAvailable: HashIcon,
  phonenumbersReserved: HashIcon,
};
