import type { Agent, Did } from './agent-types';

export const AGENT_ID = '6650a1f2c3d4e5f6bbbb0001';
export const COMPANY_ID = '6650a1f2c3d4e5f6aaaa0001';

export const agent: Agent = {
  id: AGENT_ID,
  name: 'Dental Receptionist',
  avatar: '/samples/avatars/dental-receptionist.png',
  company: COMPANY_ID,
  description: 'Answers the main line of BrightSmile Dental Group.',
  voiceMail: 'Hi, this is Ava from BrightSmile Dental Group returning your call.',
  global_prompt: 'You are Ava, the receptionist of BrightSmile Dental Group.',
  greeting: 'Thank you for calling BrightSmile Dental Group, this is Ava.',
  voice: '6650a1f2c3d4e5f655550001',
  language: 'en-US',
  direction: 'inbound',
  status: 'active',
  inboundNumber: '6650a1f2c3d4e5f6ffff0001',
  policies: [{ id: '6650a1f2c3d4e5f6dbdb0001', title: 'Cancellations', content: 'A $50 fee.' }],
  rules: [{ id: '6650a1f2c3d4e5f6dbdb0003', title: 'No medical advice', content: 'Never diagnose.' }],
  objectives: [{ id: '6650a1f2c3d4e5f6dbdb0006', title: 'Book the visit', content: 'Book it.' }],
  products: [
    {
      id: '6650a1f2c3d4e5f6dbdb0008',
      name: 'Cleaning and exam',
      description: 'Routine cleaning.',
      price: 129,
      currency: 'USD',
    },
  ],
  createdAt: '2026-02-03T17:24:10Z',
  updatedAt: '2026-11-18T21:07:45Z',
};

export const did = (
  n: number,
  fields: Partial<Pick<Did, 'status' | 'assigned' | 'inboundAgent' | 'outboundAgents'>> = {},
): Did => ({
  id: `6650a1f2c3d4e5f6ffff000${n}`,
  number: `+1415555012${n}`,
  status: 'Assigned',
  assigned: [COMPANY_ID],
  inboundAgent: null,
  outboundAgents: [],
  createdAt: '2026-01-12T18:04:00Z',
  ...fields,
});
