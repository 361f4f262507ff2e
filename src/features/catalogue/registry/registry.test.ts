// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from './index';
import { contractPaths, operationExists, requestExamples, requestProblems } from '@/test/contract';
import type { AnyCatalogueEntry } from './types';

/** A form-valid sample per entity: mapped to a body, it must fit the contract's request schema. */
const samples: Record<string, unknown> = {
  company: {
    name: 'Mesa Plumbing',
    email: 'office@mesaplumbing.com',
    phone: '+16025550134',
    timeZone: 'America/Phoenix',
    currency: 'USD',
    plan: '6650a1f2c3d4e5f688880001',
    status: 'trial',
  },
  plan: {
    name: 'Clinic Plus',
    description: 'For clinics with two locations.',
    price: 249,
    currency: 'USD',
    interval: 'month',
    minutesIncluded: 4000,
    agentsLimit: 8,
    seatsLimit: 15,
    phoneNumbersLimit: 8,
    overagePerMinute: 0.09,
    features: ['4,000 call minutes a month'],
    isActive: true,
  },
  voice: {
    name: 'Clinic Front Desk',
    gender: 'female',
    language: 'en-US',
    accent: 'American',
    provider: 'elevenlabs',
    providerVoiceId: 'EXAVITQu4vr4xnSDxMaL',
    tags: ['warm'],
    isCustom: false,
  },
  role: { name: 'night_shift', description: 'Answers the overnight line.' },
  action: {
    name: 'Manage campaigns',
    key: 'campaigns.manage',
    group: 'Campaigns',
    description: 'Outbound calling.',
  },
  callRate: {
    destination: 'Mexico',
    prefix: '52',
    pricePerMinute: 0.025,
    licensePricePerMinute: 0.05,
    currency: 'USD',
  },
  agentRate: {
    agent: '6650a1f2c3d4e5f6bbbb0001',
    pricePerMinute: 0.08,
    currency: 'USD',
    effectiveFrom: '2026-12-01',
  },
  rate: {
    country: 'MX',
    prefix: '5255',
    description: 'Mexico - Mexico City',
    pricePerMinute: 0.026,
    currency: 'USD',
    billingIncrement: 60,
    effectiveFrom: '2026-12-01',
  },
  sipProfile: {
    name: 'Mesa trunk',
    company: '6650a1f2c3d4e5f6aaaa0001',
    host: 'sip.telnyx.com',
    port: 5060,
    transport: 'udp',
    username: 'mesa',
    password: 'pR2v!mQ9x',
    codecs: ['PCMU'],
    callerIdNumber: '+16025550134',
    maxChannels: 4,
    status: 'active',
  },
  template: {
    name: 'Plumbing Dispatcher',
    category: 'plumbing',
    direction: 'inbound',
    language: 'en-US',
    voice: '6650a1f2c3d4e5f655550001',
    global_prompt: 'You answer the phone for {{company_name}}, a plumbing company.',
    functions: [{ name: 'end_call', type: 0 }],
    selected: false,
  },
  app: {
    name: 'ServiceTitan',
    slug: 'servicetitan',
    category: 'crm',
    authType: 'oauth2',
    description: 'Field-service CRM: agents find the customer and book the job.',
    logo: '/samples/apps/servicetitan.svg',
    website: 'https://www.servicetitan.com',
    isActive: true,
  },
  feature: {
    app: '6650a1f2c3d4e5f6bdbd0001',
    name: 'Find job',
    key: 'find_job',
    description: "Finds the caller's open job by phone number.",
    parameters: [
      { name: 'phone', type: 'string', description: 'E.164 number.', required: true },
      { name: 'status', type: 'string', options: 'open, closed', required: false },
    ],
    isActive: true,
  },
  did: {
    number: '+13125550166',
    inboundAgent: '6650a1f2c3d4e5f6bbbb0001',
    outboundAgents: ['6650a1f2c3d4e5f6bbbb0002'],
  },
};

function formErrors(entry: AnyCatalogueEntry, data: unknown): string[] {
  const { errors } = entry.form.validator.validateFormData(data, entry.form.schema);
  return errors.map((error) => `${error.property ?? ''} ${error.message ?? ''}`);
}

beforeAll(async () => {
  await contractPaths();
}, 60_000);

describe.each(catalogue.map(({ entry }) => [entry.key, entry] as const))('the %s entry', (_key, entry) => {
  it('names only operations of the contract', async () => {
    const imports = (entry.importers ?? []).map((importer) => importer.operation);
    for (const operation of [...Object.values(entry.operations), ...imports]) {
      expect(
        await operationExists(operation.method, operation.path),
        `${operation.method} ${operation.path}`,
      ).toBe(true);
    }
  });

  const bodies = [entry.operations.create, entry.operations.update].filter(
    (operation) => operation !== undefined,
  );

  it('accepts, in its form, the contract examples of its create and update bodies', async () => {
    expect(bodies.length).toBeGreaterThan(0);
    for (const operation of bodies) {
      const { method, path } = operation;
      const examples = await requestExamples(method, path);
      expect(examples.length, `${method} ${path} has a request example`).toBeGreaterThan(0);
      for (const example of examples) {
        const form: unknown = entry.fromPayload(example);
        expect(formErrors(entry, form), `${method} ${path}`).toEqual([]);
        const payload: unknown = entry.toPayload(form);
        const id = (example as { id?: string }).id ?? '6650a1f2c3d4e5f688880002';
        const body: unknown =
          operation === entry.operations.update && entry.updateBody ? entry.updateBody(id, payload) : payload;
        expect(await requestProblems(method, path, body)).toBeNull();
      }
    }
  });

  it('turns a form-valid sample into a body the contract takes', async () => {
    const sample = samples[entry.key];
    expect(sample, `a sample for ${entry.key}`).toBeDefined();
    expect(formErrors(entry, sample)).toEqual([]);
    for (const operation of bodies) {
      const { method, path } = operation;
      const payload: unknown = entry.toPayload(sample);
      const body: unknown =
        operation === entry.operations.update && entry.updateBody
          ? entry.updateBody('6650a1f2c3d4e5f688880002', payload)
          : payload;
      expect(await requestProblems(method, path, body), `${method} ${path}`).toBeNull();
    }
  });

  it('refuses in its form what the contract refuses (an empty form)', () => {
    expect(formErrors(entry, entry.emptyForm()).length).toBeGreaterThan(0);
  });
});
