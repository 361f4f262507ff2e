import type { components } from '@/api/schema.gen';
import type { SpacePlanInfo } from '@/api/models/schemas';

type SpaceInput = components['schemas']['SpaceInput'];

// As RJSF holds it: a field emptied by the person is absent until the validator speaks.
export interface CompanySpaceForm {
  minutes?: number;
  agents?: number;
  seats?: number;
}

// The form starts from what the company may use now, whether its plan or an earlier space sets it.
export const toCompanySpaceForm = (info: SpacePlanInfo): CompanySpaceForm => ({
  minutes: info.minutesIncluded,
  agents: info.agentsLimit,
  seats: info.seats,
});

// The space keeps following the company's plan and billing period; only the limits change.
export function companySpaceBody(info: SpacePlanInfo, form: CompanySpaceForm): SpaceInput {
  return {
    companyId: info.companyId,
    ...(info.planId ? { planId: info.planId } : {}),
    minutes: form.minutes ?? 0,
    agents: form.agents ?? 0,
    seats: form.seats ?? 1,
    renewsAt: info.renewsAt,
  };
}
