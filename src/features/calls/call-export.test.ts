import { describe, expect, it } from 'vitest';
import { excelFileName, exportText, safeFileName, type CallExport } from './call-export';

const today = new Date(2026, 10, 21, 9, 30);

describe('excelFileName', () => {
  it('uses the server file name', () => {
    expect(excelFileName('attachment; filename="calls-2026-11-01-2026-11-20.xlsx"', today)).toBe(
      'calls-2026-11-01-2026-11-20.xlsx',
    );
    expect(excelFileName("attachment; filename*=UTF-8''llamadas%20noviembre.xlsx", today)).toBe(
      'llamadas noviembre.xlsx',
    );
    expect(excelFileName('attachment; filename=report', today)).toBe('report.xlsx');
  });

  it('falls back to calls-<today>.xlsx', () => {
    expect(excelFileName(null, today)).toBe('calls-2026-11-21.xlsx');
    expect(excelFileName('attachment', today)).toBe('calls-2026-11-21.xlsx');
    expect(excelFileName("attachment; filename*=UTF-8''%E0%A4%A", today)).toBe('calls-2026-11-21.xlsx');
  });

  it('never lets the server pick a folder', () => {
    expect(excelFileName('attachment; filename="../../etc/passwd"', today)).toBe('etc-passwd.xlsx');
  });
});

describe('safeFileName', () => {
  it('removes folders and reserved characters', () => {
    expect(safeFileName('call-1.txt', 'x')).toBe('call-1.txt');
    expect(safeFileName('a/b\\c:d*.txt', 'x')).toBe('a-b-c-d-.txt');
    expect(safeFileName('', 'fallback.txt')).toBe('fallback.txt');
    expect(safeFileName(null, 'fallback.txt')).toBe('fallback.txt');
  });
});

describe('exportText', () => {
  const data: CallExport = {
    callId: '6650a1f2c3d4e5f611110001',
    fileName: 'call.txt',
    transcript: 'AI Voice Agent: Hello\nCustomer: Hi',
    summary: 'Booked a cleaning.',
    metadata: {
      agentName: 'Dental Receptionist',
      leadName: null,
      direction: 'inbound',
      from: '+14155550198',
      to: '+14155550123',
      status: 'completed',
      outcome: 'appointment_booked',
      sentiment: null,
      startedAt: '2026-11-20T16:38:02Z',
      endedAt: '2026-11-20T16:42:11Z',
      duration: 249,
      cost: 0.37,
      currency: 'USD',
    },
  };

  it('writes details, summary and transcript, leaving out empty details', () => {
    const text = exportText(data, { details: 'Details', summary: 'Summary', transcript: 'Transcript' });
    expect(text).toContain('# Details\nCall: 6650a1f2c3d4e5f611110001\nAgent: Dental Receptionist\n');
    expect(text).not.toContain('Contact:');
    expect(text).not.toContain('Sentiment:');
    expect(text).toContain('Cost: 0.37 USD');
    expect(text).toContain(
      '# Summary\nBooked a cleaning.\n\n# Transcript\nAI Voice Agent: Hello\nCustomer: Hi\n',
    );
  });
});
