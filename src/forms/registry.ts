import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type CompiledValidateFunction } from '@rjsf/validator-ajv8';
import bookAppointmentSchema from '../../forms/function-book-appointment.schema.json';
import checkCalendarSchema from '../../forms/function-check-calendar.schema.json';
import customSchema from '../../forms/function-custom.schema.json';
import endCallSchema from '../../forms/function-end-call.schema.json';
import transferCallSchema from '../../forms/function-transfer-call.schema.json';
import functionUi from '../../forms/function.ui.json';
import knowledgeUploadSchema from '../../forms/knowledge-upload.schema.json';
import knowledgeUploadUi from '../../forms/knowledge-upload.ui.json';
import catalogueActionSchema from '../../forms/catalogue-action.schema.json';
import catalogueActionUi from '../../forms/catalogue-action.ui.json';
import catalogueCallRateSchema from '../../forms/catalogue-call-rate.schema.json';
import catalogueCallRateUi from '../../forms/catalogue-call-rate.ui.json';
import catalogueAgentRateSchema from '../../forms/catalogue-agent-rate.schema.json';
import catalogueAgentRateUi from '../../forms/catalogue-agent-rate.ui.json';
import catalogueRateSchema from '../../forms/catalogue-rate.schema.json';
import catalogueRateUi from '../../forms/catalogue-rate.ui.json';
import catalogueCompanySchema from '../../forms/catalogue-company.schema.json';
import catalogueCompanyUi from '../../forms/catalogue-company.ui.json';
import cataloguePlanSchema from '../../forms/catalogue-plan.schema.json';
import cataloguePlanUi from '../../forms/catalogue-plan.ui.json';
import catalogueRoleSchema from '../../forms/catalogue-role.schema.json';
import catalogueRoleUi from '../../forms/catalogue-role.ui.json';
import catalogueVoiceSchema from '../../forms/catalogue-voice.schema.json';
import catalogueVoiceUi from '../../forms/catalogue-voice.ui.json';
import catalogueDidSchema from '../../forms/catalogue-did.schema.json';
import catalogueDidUi from '../../forms/catalogue-did.ui.json';
import catalogueTemplateSchema from '../../forms/catalogue-template.schema.json';
import catalogueTemplateUi from '../../forms/catalogue-template.ui.json';
import contactLeadSchema from '../../forms/contact-lead.schema.json';
import contactLeadUi from '../../forms/contact-lead.ui.json';
import contactGroupSchema from '../../forms/contact-group.schema.json';
import contactGroupUi from '../../forms/contact-group.ui.json';
import catalogueSipProfileSchema from '../../forms/catalogue-sip-profile.schema.json';
import catalogueSipProfileUi from '../../forms/catalogue-sip-profile.ui.json';
import campaignSchema from '../../forms/campaign.schema.json';
import campaignUi from '../../forms/campaign.ui.json';
import testzoneScenarioSchema from '../../forms/testzone-scenario.schema.json';
import testzoneScenarioUi from '../../forms/testzone-scenario.ui.json';
import integrationApiKeySchema from '../../forms/integration-api-key.schema.json';
import integrationApiKeyUi from '../../forms/integration-api-key.ui.json';
import integrationAccountSchema from '../../forms/integration-account.schema.json';
import integrationAccountUi from '../../forms/integration-account.ui.json';
import ticketSchema from '../../forms/ticket.schema.json';
import ticketUi from '../../forms/ticket.ui.json';
import teamInvitationSchema from '../../forms/team-invitation.schema.json';
import teamInvitationUi from '../../forms/team-invitation.ui.json';
import profileSchema from '../../forms/profile.schema.json';
import profileUi from '../../forms/profile.ui.json';
import profilePasswordSchema from '../../forms/profile-password.schema.json';
import profilePasswordUi from '../../forms/profile-password.ui.json';
import companyProfileSchema from '../../forms/company-profile.schema.json';
import companyProfileUi from '../../forms/company-profile.ui.json';
import preferencesSchema from '../../forms/preferences.schema.json';
import preferencesUi from '../../forms/preferences.ui.json';
import preferencesNotificationsSchema from '../../forms/preferences-notifications.schema.json';
import preferencesNotificationsUi from '../../forms/preferences-notifications.ui.json';
import * as validators from './validators.gen';

/** A form of forms/: its schema, the validator precompiled from it, and its (untranslated) uiSchema. */
export interface FormDefinition {
  schema: RJSFSchema;
  validator: ValidatorType;
  uiSchema: UiSchema;
}

function isSchema(json: object): json is RJSFSchema {
  return '$id' in json && typeof json.$id === 'string';
}

function defineForm(json: object, validate: CompiledValidateFunction, uiSchema: UiSchema): FormDefinition {
  if (!isSchema(json)) throw new Error('A schema of forms/ has no $id');
  // RJSF checks that the schema it is given is the one the validator was compiled from: the
  // form must be rendered with exactly this `schema` object.
  return {
    schema: json,
    validator: createPrecompiledValidator({ [json.$id ?? '']: validate }, json),
    uiSchema,
  };
}

/**
 * The function form: one schema per function type (0 End Call, 1 Check Calendar, 2 Book
 * Appointment, 3 Transfer Call, 4 Custom), all drawn with forms/function.ui.json. The form
 * switches schema when the type changes.
 */
export const functionForms = [
  defineForm(endCallSchema, validators.functionEndCall, functionUi),
  defineForm(checkCalendarSchema, validators.functionCheckCalendar, functionUi),
  defineForm(bookAppointmentSchema, validators.functionBookAppointment, functionUi),
  defineForm(transferCallSchema, validators.functionTransferCall, functionUi),
  defineForm(customSchema, validators.functionCustom, functionUi),
] as const;

/** The knowledge base upload: one file, drawn by the `knowledgeUpload` widget. */
export const knowledgeUploadForm = defineForm(
  knowledgeUploadSchema,
  validators.knowledgeUpload,
  knowledgeUploadUi,
);

/** The catalogue's action form (/superadmin/action). */
export const catalogueActionForm = defineForm(
  catalogueActionSchema,
  validators.catalogueAction,
  catalogueActionUi,
);

/** The catalogue's plan form (/superadmin/plan). */
export const cataloguePlanForm = defineForm(cataloguePlanSchema, validators.cataloguePlan, cataloguePlanUi);

/** The catalogue's voice form (/superadmin/voice). */
export const catalogueVoiceForm = defineForm(
  catalogueVoiceSchema,
  validators.catalogueVoice,
  catalogueVoiceUi,
);

/** The catalogue's role form (/superadmin/role); its grants are edited beside the table. */
export const catalogueRoleForm = defineForm(catalogueRoleSchema, validators.catalogueRole, catalogueRoleUi);

/** The catalogue's call rate form (/superadmin/edit-minute-prices). */
export const catalogueCallRateForm = defineForm(
  catalogueCallRateSchema,
  validators.catalogueCallRate,
  catalogueCallRateUi,
);

/** The catalogue's company form (/companies). */
export const catalogueCompanyForm = defineForm(
  catalogueCompanySchema,
  validators.catalogueCompany,
  catalogueCompanyUi,
);

/** The catalogue's phone number (DID) form (/superadmin/did). */
export const catalogueDidForm = defineForm(catalogueDidSchema, validators.catalogueDid, catalogueDidUi);

/** The catalogue's agent rate form (/superadmin/license-minute-prices). */
export const catalogueAgentRateForm = defineForm(
  catalogueAgentRateSchema,
  validators.catalogueAgentRate,
  catalogueAgentRateUi,
);

/** The catalogue's rate card line form (/superadmin/license-minute-prices). */
export const catalogueRateForm = defineForm(catalogueRateSchema, validators.catalogueRate, catalogueRateUi);

/** The catalogue's template agent form (/superadmin/agents). */
export const catalogueTemplateForm = defineForm(
  catalogueTemplateSchema,
  validators.catalogueTemplate,
  catalogueTemplateUi,
);

/** The contact (lead) form (/contacts). */
export const contactLeadForm = defineForm(contactLeadSchema, validators.contactLead, contactLeadUi);

/** The contact group form (/contacts). */
export const contactGroupForm = defineForm(contactGroupSchema, validators.contactGroup, contactGroupUi);

/** The catalogue's SIP trunk profile form (/superadmin/did); the password is write-only. */
export const catalogueSipProfileForm = defineForm(
  catalogueSipProfileSchema,
  validators.catalogueSipProfile,
  catalogueSipProfileUi,
);

/** A test scenario of the Test Zone (/testzone): its caller persona, what they say and the expected outcome. */
export const testzoneScenarioForm = defineForm(
  testzoneScenarioSchema,
  validators.testzoneScenario,
  testzoneScenarioUi,
);

/** Connecting an app that takes an API key (/apps); the key is write-only. */
export const integrationApiKeyForm = defineForm(
  integrationApiKeySchema,
  validators.integrationApiKey,
  integrationApiKeyUi,
);

/** Connecting an app without an API key (OAuth or none) by its account id (/apps). */
export const integrationAccountForm = defineForm(
  integrationAccountSchema,
  validators.integrationAccount,
  integrationAccountUi,
);

/** The campaign form (/campaign); its dates and choices are filled in by src/features/campaigns. */
export const campaignForm = defineForm(campaignSchema, validators.campaign, campaignUi);

/** A new support ticket (/company-settings?tab=tickets): subject, category, priority and description. */
export const ticketForm = defineForm(ticketSchema, validators.ticket, ticketUi);

/** Inviting someone to the company's team (/company-settings?tab=team); the role is a `choice`. */
export const teamInvitationForm = defineForm(
  teamInvitationSchema,
  validators.teamInvitation,
  teamInvitationUi,
);

/** The signed-in user's profile (/company-settings?tab=profile): names, phone and language. */
export const profileForm = defineForm(profileSchema, validators.profile, profileUi);

/** Changing the signed-in user's password (/company-settings?tab=profile): current, new, and new again. */
export const profilePasswordForm = defineForm(
  profilePasswordSchema,
  validators.profilePassword,
  profilePasswordUi,
);

/** The company's details (/company-settings?tab=company); the time zone is a `choice`. */
export const companyProfileForm = defineForm(
  companyProfileSchema,
  validators.companyProfile,
  companyProfileUi,
);

/** The user's display preferences (/company-settings?tab=preferences); the time zone is a `choice`. */
export const preferencesForm = defineForm(preferencesSchema, validators.preferences, preferencesUi);

/** The user's notification preferences (/company-settings?tab=preferences). */
export const preferencesNotificationsForm = defineForm(
  preferencesNotificationsSchema,
  validators.preferencesNotifications,
  preferencesNotificationsUi,
);
