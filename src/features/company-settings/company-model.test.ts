// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companyProfile } from '@/forms/validators.gen';
import { requestExamples, requestProblems, responseExample } from '@/test/contract';
import { toCompanyForm, toCompanyInput, type Company, type CompanyInput } from './company-model';

describe('company model', () => {
  it('fills the form from the contract example of GET /company/get_company/, plan and status left out', async () => {
    const example = (await responseExample('get', '/company/get_company/')) as { data: Company };
    const form = toCompanyForm(example.data);
    expect(form).toEqual({
      name: 'BrightSmile Dental Group',
      email: 'office@brightsmile-dental.com',
      phone: '+14155550110',
      address: '2150 Mission St, Suite 300, San Francisco, CA 94110',
      website: 'https://www.brightsmile-dental.com',
      timeZone: 'America/Los_Angeles',
      currency: 'USD',
    });
    expect(companyProfile(form)).toBe(true);
  }, 30_000);

  it('sends back the request example of POST /update_company/ as it is', async () => {
    const [example] = (await requestExamples('post', '/update_company/')) as CompanyInput[];
    expect(example).toBeDefined();
    const form = toCompanyForm(example as Company);
    expect(companyProfile(form)).toBe(true);
    expect(toCompanyInput(form)).toEqual(example);
  }, 30_000);

  it('trims, clears an emptied address and website, leaves out an empty phone; never plan or status', async () => {
    const body = toCompanyInput({
      name: ' BrightSmile Dental ',
      email: 'office@brightsmile-dental.com ',
      phone: '',
      address: '',
      website: '',
      timeZone: 'America/Denver',
      currency: 'USD',
    });
    expect(body).toEqual({
      name: 'BrightSmile Dental',
      email: 'office@brightsmile-dental.com',
      address: '',
      website: '',
      timeZone: 'America/Denver',
      currency: 'USD',
    });
    expect(body).not.toHaveProperty('plan');
    expect(body).not.toHaveProperty('status');
    expect(await requestProblems('post', '/update_company/', body)).toBeNull();
  }, 30_000);

  it('refuses a blank name, a wrong e-mail, phone, website or currency', () => {
    const good = {
      name: 'BrightSmile',
      email: 'office@brightsmile-dental.com',
      timeZone: 'America/Los_Angeles',
      currency: 'USD',
    };
    expect(companyProfile(good)).toBe(true);
    expect(companyProfile({ ...good, name: '  ' })).toBe(false);
    expect(companyProfile({ ...good, email: 'office@' })).toBe(false);
    expect(companyProfile({ ...good, phone: '555-0110' })).toBe(false);
    expect(companyProfile({ ...good, website: 'brightsmile' })).toBe(false);
    expect(companyProfile({ ...good, currency: 'usd' })).toBe(false);
  });
});
