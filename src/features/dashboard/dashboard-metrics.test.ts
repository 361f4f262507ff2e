import { describe, expect, it } from 'vitest';
import { agentOutcomes, computeKpis, type AnalysisMetrics } from './dashboard-metrics';

const metrics = (overrides: Partial<AnalysisMetrics>): AnalysisMetrics => ({
  calls: 0,
  inboundCalls: 0,
  outboundCalls: 0,
  answeredCalls: 0,
  minutes: 0,
  spend: 0,
  avgDurationSeconds: 0,
  answerRate: 0,
  appointmentsBooked: 0,
  transfers: 0,
  ...overrides,
});

describe('computeKpis', () => {
  it('reads the totals and computes the success rate from the counts', () => {
    const kpis = computeKpis(
      metrics({ calls: 1202, answeredCalls: 1057, minutes: 1902.9, spend: 171.26, answerRate: 12 }),
    );
    expect(kpis).toMatchObject({ calls: 1202, minutes: 1902.9, spend: 171.26, answeredCalls: 1057 });
    expect(kpis.successRate).toBeCloseTo(87.94, 2);
  });

  it('has no success rate without calls', () => {
    expect(computeKpis(metrics({})).successRate).toBeNull();
  });

  it('caps answered calls at the number of calls', () => {
    expect(computeKpis(metrics({ calls: 10, answeredCalls: 25 })).successRate).toBe(100);
  });

  it('turns broken numbers into zeros', () => {
    const kpis = computeKpis(metrics({ calls: Number.NaN, minutes: -4, spend: Number.POSITIVE_INFINITY }));
    expect(kpis).toMatchObject({ calls: 0, minutes: 0, spend: 0, successRate: null });
  });
});

describe('agentOutcomes', () => {
  it('splits calls into outcomes that add up', () => {
    const [row] = agentOutcomes([
      {
        ...metrics({ calls: 318, answeredCalls: 185, appointmentsBooked: 72, transfers: 4 }),
        agent: '6650a1f2c3d4e5f6bbbb0002',
        agentName: 'Recall Reminders',
      },
    ]);
    expect(row).toEqual({
      key: '6650a1f2c3d4e5f6bbbb0002',
      name: 'Recall Reminders',
      calls: 318,
      outcomes: { booked: 72, transferred: 4, otherAnswered: 109, notAnswered: 133 },
    });
  });

  it('caps inconsistent counts and keeps rows without agent or name', () => {
    const [row] = agentOutcomes([
      metrics({ calls: 10, answeredCalls: 50, appointmentsBooked: 8, transfers: 9 }),
    ]);
    expect(row).toEqual({
      key: 'row-0',
      name: null,
      calls: 10,
      outcomes: { booked: 8, transferred: 2, otherAnswered: 0, notAnswered: 0 },
    });
  });
});
