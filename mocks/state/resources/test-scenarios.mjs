import { getAt } from '../contract.mjs';
import { HttpError, newId } from '../rows.mjs';
import { clone, withData } from './helpers.mjs';

export const handlers = {
  testStart(ctx) {
    const scenario = ctx.find(ctx.itemId());
    if (scenario.status === 'running') throw new HttpError(409, 'This scenario is already running');
    scenario.status = 'running';
    scenario.lastRunAt = ctx.now;
    const template = getAt(ctx.ops.get('testzoneResults')?.example, ['data', 0]) ?? {};
    const result = {
      ...clone(template),
      id: newId(),
      scenario: scenario.id,
      agent: scenario.agent,
      status: 'running',
      startedAt: ctx.now,
      endedAt: null,
      durationSeconds: 0,
      passed: false,
      score: 0,
      summary: '',
      transcript: '',
    };
    ctx.rows('testResults').unshift(result);
    ctx.changed();
    return withData(ctx, {
      resultId: result.id,
      scenario: scenario.id,
      status: 'running',
      startedAt: ctx.now,
    });
  },
};
