import { actionEntry } from './action';
import { agentRateEntry } from './agent-rate';
import { appEntry } from './app';
import { callRateEntry } from './call-rate';
import { didEntry } from './did';
import { companyEntry } from './company';
import { featureEntry } from './feature';
import { planEntry } from './plan';
import { rateEntry } from './rate';
import { roleEntry } from './role';
import { sipProfileEntry } from './sip-profile';
import { templateEntry } from './template';
import { voiceEntry } from './voice';
import type { AnyCatalogueEntry } from './types';

export const catalogue: readonly { entry: AnyCatalogueEntry; to: string }[] = [
  { entry: planEntry, to: '/superadmin/plan' },
  { entry: voiceEntry, to: '/superadmin/voice' },
  { entry: actionEntry, to: '/superadmin/action' },
  { entry: roleEntry, to: '/superadmin/role' },
  { entry: callRateEntry, to: '/superadmin/edit-minute-prices' },
  { entry: agentRateEntry, to: '/superadmin/license-minute-prices' },
  { entry: rateEntry, to: '/superadmin/license-minute-prices' },
  { entry: didEntry, to: '/superadmin/did' },
  { entry: sipProfileEntry, to: '/superadmin/did' },
  { entry: templateEntry, to: '/superadmin/agents' },
  { entry: appEntry, to: '/apps' },
  { entry: featureEntry, to: '/apps' },
  { entry: companyEntry, to: '/companies' },
];
