import { HttpError, idOf, isoSeconds, newId } from '../rows.mjs';
import { revisionOf } from './agent-versions.mjs';
import { body, clone } from './helpers.mjs';

// Proposal (graded test suites). A run is graded when it is queued, against the agent as it was then;
// what a read shows of it follows the time since: queued, running after 1 s, finished after 3 s.
const RUNNING_AFTER_MS = 1000;
const FINISHED_AFTER_MS = 3000;

const STOP = new Set(
  'about after again also always before being does every from have into just like more must once only other over same should some than that their them then there these they this through what when where which while will with would your yours'.split(
    ' ',
  ),
);

export const wordsOf = (text) => [
  ...new Set(
    String(text ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 4 && !STOP.has(word))
      .map((word) => word.replace(/(ing|ed|es|s)$/, '')),
  ),
];

const SECTIONS = [
  ['policies', 'policy'],
  ['rules', 'rule'],
  ['objectives', 'objective'],
];

// What the agent is told to do, sentence by sentence, each with where it comes from.
export function instructionsOf(agent) {
  const prompt = String(agent.global_prompt ?? '')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({ source: 'The global prompt', text }));
  const sections = SECTIONS.flatMap(([field, label]) =>
    (Array.isArray(agent[field]) ? agent[field] : []).map((item) => ({
      source: `The ${label} "${item.title}"`,
      text: String(item.content ?? ''),
    })),
  );
  const products = (Array.isArray(agent.products) ? agent.products : []).map((product) => ({
    source: `The product "${product.name}"`,
    text: `${product.name}: ${product.description ?? ''}`.trim(),
  }));
  return [...prompt, ...sections, ...products].filter((item) => item.text);
}

function closest(text, instructions, share = 0) {
  const wanted = wordsOf(text);
  const needed = Math.max(1, Math.ceil(wanted.length * share));
  let best = null;
  let bestCount = 0;
  for (const item of instructions) {
    const have = new Set(wordsOf(item.text));
    const count = wanted.filter((word) => have.has(word)).length;
    if (count > bestCount) [best, bestCount] = [item, count];
  }
  return bestCount >= needed ? best : null;
}

const hash = (text) => [...text].reduce((h, c) => (h * 31 + c.codePointAt(0)) >>> 0, 7);

const FALLBACKS = [
  'I understand. Let me see how I can help with that.',
  'Thank you, I can help you with that.',
  'Of course, one moment please.',
];

function transcriptOf(scenario, agent, instructions, attempt) {
  // Some repeats drift on the last step, as a real agent now and then does: the pass rate shows it.
  const drifts = attempt > 1 && hash(`${scenario.id}:${attempt}`) % 4 === 0;
  const steps = Array.isArray(scenario.steps) ? scenario.steps : [];
  const agentLines = [agent.greeting || `Hello, this is ${agent.name}. How can I help?`];
  const lines = [`assistant: ${agentLines[0]}`];
  steps.forEach((step, index) => {
    const match = drifts && index === steps.length - 1 ? null : closest(step, instructions);
    const reply = match?.text ?? FALLBACKS[(index + attempt) % FALLBACKS.length];
    agentLines.push(reply);
    lines.push(`user: ${step}`, `assistant: ${reply}`);
  });
  const words = lines.join(' ').split(/\s+/).length;
  return { lines, agentLines, durationSeconds: Math.round(words / 2.5) + 2 * lines.length };
}

const COMPARE = {
  lt: [(a, b) => a < b, '<'],
  lte: [(a, b) => a <= b, '≤'],
  eq: [(a, b) => a === b, '='],
  gte: [(a, b) => a >= b, '≥'],
  gt: [(a, b) => a > b, '>'],
};

// A number criterion names what it counts; the mock knows three quantities, agent turns by default.
function measure(name, said) {
  if (/second|duration|long|time/i.test(name)) return [said.durationSeconds, 'seconds'];
  if (/word/i.test(name)) return [said.agentLines.join(' ').split(/\s+/).length, 'words said by the agent'];
  return [said.agentLines.length, 'agent turns'];
}

function verdictOf(criterion, said, instructions) {
  const base = { criterion: criterion.name, kind: criterion.kind, required: criterion.required !== false };
  if (criterion.kind === 'number') {
    const [value, unit] = measure(criterion.name, said);
    const [test, sign] = COMPARE[criterion.comparator] ?? COMPARE.eq;
    const passed = test(value, Number(criterion.value));
    const reason = `Measured ${value} ${unit}; needed ${sign} ${criterion.value}.`;
    return { ...base, passed, measured: value, reason };
  }
  if (criterion.kind === 'text') {
    const needle = String(criterion.text ?? '').toLowerCase();
    const turn = said.agentLines.findIndex((line) => line.toLowerCase().includes(needle));
    const appears = criterion.appears !== false;
    const reason =
      turn < 0
        ? `The agent never said "${criterion.text}".`
        : `The agent said "${criterion.text}" in its turn ${turn + 1}.`;
    return { ...base, passed: appears === turn >= 0, measured: null, reason };
  }
  const match = closest(`${criterion.name} ${criterion.text ?? ''}`, instructions, 0.4);
  const reason = match
    ? `${match.source} tells the agent so: "${match.text}"`
    : "Nothing in the agent's prompt or sections asks for this.";
  return { ...base, passed: match !== null, measured: null, reason };
}

const criteriaOf = (scenario) =>
  Array.isArray(scenario.criteria) && scenario.criteria.length > 0
    ? scenario.criteria
    : [{ name: scenario.expectedOutcome || scenario.name, kind: 'check', required: true }];

export function gradeRun(scenario, agent) {
  const instructions = instructionsOf(agent);
  const repeat = Math.min(10, Math.max(1, Number(scenario.repeat) || 1));
  const attempts = Array.from({ length: repeat }, (_, index) => {
    const said = transcriptOf(scenario, agent, instructions, index + 1);
    const verdicts = criteriaOf(scenario).map((criterion) => verdictOf(criterion, said, instructions));
    return {
      number: index + 1,
      passed: verdicts.every((verdict) => verdict.passed || !verdict.required),
      durationSeconds: said.durationSeconds,
      transcript: said.lines.join('\n'),
      verdicts,
    };
  });
  const passes = attempts.filter((attempt) => attempt.passed).length;
  return { passes, passRate: Math.round((passes / repeat) * 100), attempts, repeat };
}

const at = (iso, ms) => isoSeconds(new Date(Date.parse(iso) + ms));

export function runAsOf(row, nowMs = Date.now()) {
  const { outcome, company: _company, ...run } = row;
  const elapsed = nowMs - Date.parse(row.createdAt);
  const status = elapsed < RUNNING_AFTER_MS ? 'queued' : elapsed < FINISHED_AFTER_MS ? 'running' : 'finished';
  const finished = status === 'finished';
  return {
    ...run,
    status,
    startedAt: status === 'queued' ? null : at(row.createdAt, RUNNING_AFTER_MS),
    endedAt: finished ? at(row.createdAt, FINISHED_AFTER_MS) : null,
    passes: finished ? outcome.passes : null,
    passRate: finished ? outcome.passRate : null,
    attempts: finished ? clone(outcome.attempts) : [],
  };
}

function targetOf(ctx, agent, target) {
  if (target === 'draft') return { agent, version: null, revision: revisionOf(agent) };
  const live = ctx
    .rows('agentVersions')
    .filter((version) => version.agentId === agent.id)
    .sort((a, b) => b.number - a.number)[0];
  if (!live) throw new HttpError(409, 'This agent has no live version yet. Run the tests against the draft.');
  return { agent: live.agent, version: live.number, revision: null };
}

function scenariosFor(ctx, agentId, ask) {
  const scenarios = ctx.rows('testScenarios');
  const ofAgent = (scenario) => {
    if (scenario.agent !== agentId)
      throw new HttpError(422, `Scenario ${scenario.id} is not one of this agent's`);
    return scenario;
  };
  if (ask.scenario) {
    const scenario = ofAgent(ctx.find(String(ask.scenario), 'testScenarios'));
    if (scenario.status === 'draft')
      throw new HttpError(409, 'This scenario is a draft. Mark it ready before running it.');
    return [scenario];
  }
  if (ask.suite) {
    const suite = ctx.find(String(ask.suite), 'testSuites');
    if (suite.agent !== agentId) throw new HttpError(422, 'This suite belongs to another agent');
    return suite.scenarios
      .map((id) => scenarios.find((scenario) => idOf(scenario) === id))
      .filter((scenario) => scenario && scenario.status !== 'draft')
      .map(ofAgent);
  }
  return scenarios.filter((scenario) => scenario.agent === agentId && scenario.status !== 'draft');
}

function checkSuite(ctx) {
  const ask = body(ctx);
  const agent = ctx.find(String(ask.agent ?? ''), 'agents');
  for (const id of Array.isArray(ask.scenarios) ? ask.scenarios : []) {
    const scenario = ctx.rows('testScenarios').find((row) => idOf(row) === id);
    if (!scenario || scenario.agent !== agent.id)
      throw new HttpError(422, `Scenario ${id} is not one of ${agent.name}'s`);
  }
}

const listed = (rows) => ({ status: 200, body: { data: rows } });

export const handlers = {
  testRunsStart(ctx) {
    const ask = body(ctx);
    if (!['draft', 'live'].includes(ask.target)) throw new HttpError(422, 'The target is draft or live');
    const agent = ctx.find(String(ask.agent ?? ''), 'agents');
    const target = targetOf(ctx, agent, ask.target);
    const scenarios = scenariosFor(ctx, agent.id, ask);
    if (scenarios.length === 0) throw new HttpError(422, 'No scenario of this agent is ready to run.');
    const rows = scenarios.map((scenario) => {
      const outcome = gradeRun(scenario, target.agent);
      return {
        id: newId(),
        agent: agent.id,
        scenario: scenario.id,
        scenarioName: scenario.name,
        suite: ask.suite ? String(ask.suite) : null,
        target: ask.target,
        version: target.version,
        revision: target.revision,
        repeat: outcome.repeat,
        createdAt: ctx.now,
        company: ctx.user?.company,
        outcome,
      };
    });
    ctx.rows().unshift(...rows);
    ctx.changed();
    const count = rows.length;
    return {
      status: 201,
      body: {
        message: `${count} test run${count === 1 ? '' : 's'} queued`,
        data: rows.map((row) => runAsOf(row)),
      },
    };
  },
  testRunsList(ctx) {
    const ask = ctx.request.query ?? {};
    const company = ctx.user?.company;
    let rows = ctx.rows().filter((row) => !company || !row.company || row.company === company);
    if (ask.agentId) rows = rows.filter((row) => row.agent === ask.agentId);
    if (ask.scenarioId) rows = rows.filter((row) => row.scenario === ask.scenarioId);
    if (ask.version === 'draft') {
      rows = rows.filter((row) => row.target === 'draft');
      if (ask.revision) rows = rows.filter((row) => row.revision === Number(ask.revision));
    } else if (ask.version) rows = rows.filter((row) => row.version === Number(ask.version));
    const limit = Math.min(200, Math.max(1, Number(ask.limit) || 50));
    const sorted = [...rows].sort((a, b) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
    );
    return listed(sorted.slice(0, limit).map((row) => runAsOf(row)));
  },
  testSuiteCreate(ctx, generic) {
    checkSuite(ctx);
    return generic.create(ctx);
  },
  testSuiteUpdate(ctx, generic) {
    checkSuite(ctx);
    return generic.update(ctx);
  },
};
