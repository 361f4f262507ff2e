// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { contractPaths, requestExamples, requestProblems } from '@/test/contract';
import {
  integrationAccountForm,
  integrationApiKeyForm,
  integrationEditApiKeyForm,
} from '@/forms/registry.gen';
import { toIntegrationInput, toIntegrationUpdate, type App, type EditFormData } from './app-model';

const app = (authType: App['authType']): Pick<App, 'id' | 'authType'> => ({
  id: '6650a1f2c3d4e5f6bdbd0004',
  authType,
});

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe('the connect forms against the contract', () => {
  it('sends a body POST /integrations accepts, from a form-valid sample of each form', async () => {
    const keyForm = {
      apiKey: 'cal_pat_7Hq2Lm9Xv4Rt8Wz19c1e',
      accountId: 'new-patient-consult',
      syncEnabled: true,
    };
    const { validator: keyValidator, schema: keySchema } = integrationApiKeyForm;
    expect(keyValidator.isValid(keySchema, keyForm, keySchema)).toBe(true);
    expect(
      await requestProblems('post', '/integrations', toIntegrationInput(app('api_key'), keyForm)),
    ).toBeNull();

    const accountForm = { accountId: 'frontdesk@brightsmile-dental.com', syncEnabled: false };
    const { validator: accountValidator, schema: accountSchema } = integrationAccountForm;
    expect(accountValidator.isValid(accountSchema, accountForm, accountSchema)).toBe(true);
    expect(
      await requestProblems('post', '/integrations', toIntegrationInput(app('oauth2'), accountForm)),
    ).toBeNull();
  });

  it('has a request example for POST /integrations with the settings the form fills', async () => {
    const [example] = await requestExamples('post', '/integrations');
    expect(example).toMatchObject({
      app: expect.any(String) as string,
      settings: { apiKey: expect.any(String) as string },
    });
  });

  it('sends a body PUT /integrations/{id} accepts, from a form-valid edit', async () => {
    const form: EditFormData = {
      apiKey: 'cal_pat_9Zx1Lm9Xv4Rt8Wz19c1e',
      settings: [{ key: 'eventTypeId', value: 'follow-up' }, { key: 'timeZone' }],
      syncEnabled: false,
    };
    const { validator, schema } = integrationEditApiKeyForm;
    expect(validator.isValid(schema, form, schema)).toBe(true);
    const body = toIntegrationUpdate(
      {
        app: '6650a1f2c3d4e5f6bdbd0004',
        settings: { apiKey: '••••9c1e', eventTypeId: 'new-patient-consult', timeZone: 'America/Denver' },
        syncEnabled: true,
      },
      form,
    );
    expect(await requestProblems('put', '/integrations/{id}', body)).toBeNull();
  });
});
