import { describe, expect, it } from 'vitest';
import { deliveryNote, logIsMoving, urlProblem, type WebhookDelivery } from './webhooks-model';

const attempt = (changes: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: '6650a1f2c3d4e5f6c2c20001',
  webhook: '6650a1f2c3d4e5f6c1c10001',
  eventId: '6650a1f2c3d4e5f6c3c30001',
  event: 'call.ended',
  attempt: 1,
  trigger: 'event',
  state: 'succeeded',
  createdAt: '2026-12-01T15:20:00Z',
  statusCode: 200,
  error: null,
  durationMs: 90,
  nextRetryAt: null,
  gaveUp: false,
  ...changes,
});

describe('urlProblem', () => {
  it('takes https anywhere and http only on this machine, as the server does', () => {
    expect(urlProblem('https://hooks.example.com/in')).toBeNull();
    expect(urlProblem(' http://localhost:8080/in ')).toBeNull();
    expect(urlProblem('http://127.0.0.1:9/in')).toBeNull();
    expect(urlProblem('http://[::1]/in')).toBeNull();
    expect(urlProblem('http://hooks.example.com/in')).toBe('https');
    expect(urlProblem('http://localhost.example.com/in')).toBe('https');
    expect(urlProblem('ftp://localhost/in')).toBe('https');
    expect(urlProblem('hooks.example.com')).toBe('invalid');
    expect(urlProblem('   ')).toBe('required');
    expect(urlProblem(`https://example.com/${'a'.repeat(2000)}`)).toBe('tooLong');
  });
});

describe('deliveryNote', () => {
  const failed = attempt({ state: 'failed', statusCode: 503, nextRetryAt: '2026-12-01T15:20:10Z' });
  const retry = attempt({ id: '6650a1f2c3d4e5f6c2c20002', attempt: 2, trigger: 'retry' });

  it('says when a failed attempt is retried, and once it was', () => {
    expect(deliveryNote(failed, [failed])).toEqual({ kind: 'retrying', at: '2026-12-01T15:20:10Z' });
    expect(deliveryNote(failed, [retry, failed])).toEqual({ kind: 'retried', at: '2026-12-01T15:20:10Z' });
    expect(deliveryNote(retry, [retry, failed])).toBeNull();
  });

  it('says how many attempts were made before giving up', () => {
    const last = attempt({ state: 'failed', statusCode: null, error: 'timeout', attempt: 4, gaveUp: true });
    expect(deliveryNote(last, [last])).toEqual({ kind: 'gaveUp', attempts: 4 });
  });

  it('keeps the log moving while an attempt is pending or a retry is to come', () => {
    expect(logIsMoving([attempt({ state: 'pending', statusCode: null })])).toBe(true);
    expect(logIsMoving([failed])).toBe(true);
    expect(logIsMoving([retry, failed])).toBe(false);
  });
});
