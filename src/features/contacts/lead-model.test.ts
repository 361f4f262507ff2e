import { describe, expect, it } from 'vitest';
import { contactLead } from '@/forms/validators.gen';
import { isPhoneSearch, isValidPhone, leadName, toLeadForm, toLeadInput, type Lead } from './lead-model';

const jordan: Lead = {
  id: '6650a1f2c3d4e5f633330001',
  firstName: 'Jordan',
  lastName: 'Lee',
  phone: '+14155550198',
  email: 'jordan.lee@example.com',
  company: '',
  notes: 'Prefers morning appointments.',
  tags: ['recall', 'cleaning'],
  groups: ['6650a1f2c3d4e5f644440001'],
  status: 'qualified',
  lastCalledAt: null,
  createdAt: '2026-03-02T18:20:00Z',
  updatedAt: '2026-11-20T16:42:11Z',
};

describe('lead model', () => {
  it('checks phones with the spec pattern', () => {
    expect(isValidPhone('+14155550198')).toBe(true);
    expect(isValidPhone('555-0199')).toBe(false);
    expect(isValidPhone('+0123')).toBe(false);
  });

  it('treats digits (3 or more) as a phone search and words as a text search', () => {
    expect(isPhoneSearch('+1 415')).toBe(true);
    expect(isPhoneSearch('(415) 555')).toBe(true);
    expect(isPhoneSearch('41')).toBe(false);
    expect(isPhoneSearch('Jordan')).toBe(false);
  });

  it('names a contact by its name, else its number', () => {
    expect(leadName(jordan)).toBe('Jordan Lee');
    expect(leadName({ firstName: ' ', lastName: '', phone: '+1415' })).toBe('+1415');
  });

  it('edits a contact and sends it back whole, keeping its groups, without empty texts', () => {
    const form = toLeadForm(jordan);
    expect(contactLead(form)).toBe(true);
    const input = toLeadInput({ ...form, tags: ['recall', ' recall ', ''] }, jordan.groups);
    expect(input).toEqual({
      firstName: 'Jordan',
      lastName: 'Lee',
      phone: '+14155550198',
      email: 'jordan.lee@example.com',
      notes: 'Prefers morning appointments.',
      status: 'qualified',
      tags: ['recall'],
      groups: ['6650a1f2c3d4e5f644440001'],
    });
  });

  it('opens a contact stored without an e-mail or a last name as a valid form', () => {
    const { email: _email, ...bare } = jordan;
    const form = toLeadForm({ ...bare, lastName: '', notes: '' });
    expect(form.email).toBeUndefined();
    expect(contactLead(form)).toBe(true);
  });

  it('the form refuses a phone outside the pattern', () => {
    expect(contactLead({ firstName: 'A', phone: '555-0199' })).toBe(false);
    expect(contactLead({ firstName: 'A', phone: '+34600111222' })).toBe(true);
  });
});
