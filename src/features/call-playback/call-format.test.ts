import { describe, expect, it } from 'vitest';
import { contactNumber, contactOf, humanise, recordingUrl } from './call-format';

const call = {
  leadName: 'Jordan Lee',
  direction: 'inbound' as const,
  from: '+14155550198',
  to: '+14155550123',
};

describe('call formatting', () => {
  it('names the contact, or gives the other party number', () => {
    expect(contactOf(call)).toBe('Jordan Lee');
    expect(contactOf({ ...call, leadName: null })).toBe('+14155550198');
    expect(contactOf({ ...call, leadName: '  ', direction: 'outbound' })).toBe('+14155550123');
    expect(contactNumber({ ...call, direction: 'outbound' })).toBe('+14155550123');
  });

  it('makes enum values readable', () => {
    expect(humanise('appointment_booked')).toBe('Appointment booked');
    expect(humanise('')).toBe('');
  });

  it('puts the file host address before the recording path', () => {
    expect(recordingUrl('/recordings/a.wav', '/files')).toBe('/files/recordings/a.wav');
    expect(recordingUrl('recordings/a.wav', 'https://files.example.test')).toBe(
      'https://files.example.test/recordings/a.wav',
    );
    expect(recordingUrl('https://elsewhere.test/a.wav', '/files')).toBe(
      '/files/https://elsewhere.test/a.wav',
    );
  });
});
