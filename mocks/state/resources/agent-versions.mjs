import { HttpError } from '../rows.mjs';
import { answerSaved, body, clone, withData } from './helpers.mjs';
import { DEFAULT_SETTINGS } from './analysis-defaults.mjs';

// Proposal (agent versions): the agent row is the draft, `agentVersions` holds what was published.
// What a version holds of the agent: its content, not who owns it, its status or its times.
const CONTENT = [
  'name',
  'avatar',
  'description',
  'voiceMail',
  'global_prompt',
  'greeting',
  'voice',
  'language',
  'direction',
  'inboundNumber',
  'policies',
  'rules',
  'objectives',
  'products',
  // Proposal (post-call analysis): the agent's analysis settings.
  'analysis',
];

const contentOf = (agent) => Object.fromEntries(CONTENT.map((key) => [key, agent[key]]));

// What the agent can do and what it knows belong to a version too: its functions and its knowledge
// files, as they were. A file is named, not copied: its bytes stay where the library keeps them.
const functionsOf = (rows, agentId) =>
  clone(rows.filter((fn) => fn.agentId === agentId)).sort((a, b) => a.id.localeCompare(b.id));
const knowledgeOf = (rows, agentId) =>
  clone(rows.filter((file) => file.agent === agentId)).sort((a, b) => a.id.localeCompare(b.id));
const functionKey = (fns) => JSON.stringify(fns.map(({ createdAt: _c, updatedAt: _u, ...fn }) => fn));
const knowledgeKey = (files) =>
  JSON.stringify(files.map(({ id, fileName, fileType }) => [id, fileName, fileType]));

const snapshotOf = (data, agent) => ({
  agent: { ...clone(agent), revision: revisionOf(agent) },
  functions: functionsOf(data.functions ?? [], agent.id),
  knowledge: knowledgeOf(data.knowledge ?? [], agent.id),
});

// A version saved before functions and files were versioned holds none: they are not compared.
function sameContent(ctx, agent, version) {
  if (JSON.stringify(contentOf(agent)) !== JSON.stringify(contentOf(version.agent))) return false;
  const functionsSame =
    !version.functions ||
    functionKey(functionsOf(ctx.rows('functions'), agent.id)) === functionKey(version.functions);
  const knowledgeSame =
    !version.knowledge ||
    knowledgeKey(knowledgeOf(ctx.rows('knowledge'), agent.id)) === knowledgeKey(version.knowledge);
  return functionsSame && knowledgeSame;
}

// Saved states from before versions have no revision: they start at 1.
export const revisionOf = (agent) => (Number.isInteger(agent.revision) ? agent.revision : 1);

export function bumpRevision(agent) {
  agent.revision = revisionOf(agent) + 1;
}

// A function, a knowledge file or a number changed is a change of its agent's draft.
export function touchAgent(ctx, agentId) {
  const agent = ctx.rows('agents').find((row) => row.id === agentId);
  if (agent) bumpRevision(agent);
}

/** Callers of the agent reach it on its `inboundNumber` from now on, and on no other number. */
export function routeNumber(dids, agent) {
  for (const did of dids) {
    if (did.inboundAgent === agent.id && did.id !== agent.inboundNumber) did.inboundAgent = null;
    if (did.id === agent.inboundNumber) did.inboundAgent = agent.id;
  }
}

// A number another agent answers on now cannot come with a publish (a restored version may name
// one given away since).
function checkNumberFree(ctx, agent) {
  const did = ctx.rows('dids').find((row) => row.id === agent.inboundNumber);
  if (did?.inboundAgent && did.inboundAgent !== agent.id)
    throw new HttpError(
      422,
      `${did.number} answers with another agent now. Choose another number before publishing.`,
    );
}

const versionsOf = (ctx, agentId) =>
  ctx
    .rows('agentVersions')
    .filter((version) => version.agentId === agentId)
    .sort((a, b) => b.number - a.number);

/** The version callers of the agent get now: null before its first publish. */
export const liveVersionOf = (rows, agentId) =>
  rows
    .filter((version) => version.agentId === agentId)
    .reduce((live, version) => Math.max(live ?? 0, version.number), null);

const summaryOf = ({ number, description, publishedBy, publishedAt }) => ({
  number,
  description,
  publishedBy,
  publishedAt,
});

const CONFLICT =
  'This agent was changed elsewhere after you opened it. Your text is kept; compare it with the newer text before saving again.';

// A change names the revision it was based on (If-Match: "7"); without the header it is made as before.
export function checkBase(ctx, agent) {
  const asked = /^"?(\d+)"?$/.exec(String(ctx.request.headers?.['if-match'] ?? ''))?.[1];
  if (asked !== undefined && Number(asked) !== revisionOf(agent)) throw new HttpError(409, CONFLICT);
}

function checkRevision(ctx, agent, message) {
  if (Number(body(ctx).revision) !== revisionOf(agent)) throw new HttpError(409, message);
}

const publisherOf = (user) => ({
  id: String(user?.id ?? ''),
  name: [user?.firstName, user?.lastName].filter(Boolean).join(' ') || String(user?.email ?? ''),
});

export const handlers = {
  agentUpdate(ctx, generic) {
    const agent = ctx.find(ctx.itemId());
    checkBase(ctx, agent);
    const revision = revisionOf(agent) + 1;
    const answer = generic.update(ctx);
    // The revision is the server's: one sent in the body does not count.
    ctx.find(agent.id).revision = revision;
    answer.body.data.revision = revision;
    return answer;
  },
  agentVersions(ctx) {
    const agent = ctx.find(ctx.itemId());
    const versions = versionsOf(ctx, agent.id);
    const live = versions[0];
    return withData(ctx, {
      live: live?.number ?? null,
      changed: !live || !sameContent(ctx, agent, live),
      revision: revisionOf(agent),
      versions: versions.map(summaryOf),
    });
  },
  agentVersion(ctx) {
    const agent = ctx.find(ctx.itemId());
    const number = Number(ctx.request.params.number);
    const version = versionsOf(ctx, agent.id).find((v) => v.number === number);
    if (!version) throw new HttpError(404, `Agent ${agent.id} has no version ${number}`);
    const { functions, knowledge } = version;
    return withData(ctx, {
      ...summaryOf(version),
      agent: clone(version.agent),
      ...(functions && { functions: clone(functions) }),
      ...(knowledge && { knowledge: clone(knowledge) }),
      analysis: clone(version.agent.analysis ?? DEFAULT_SETTINGS),
    });
  },
  agentPublish(ctx) {
    const agent = ctx.find(ctx.itemId());
    checkRevision(
      ctx,
      agent,
      'The draft changed after you opened this dialog. Review the changes again before publishing.',
    );
    const versions = versionsOf(ctx, agent.id);
    if (versions[0] && sameContent(ctx, agent, versions[0]))
      throw new HttpError(422, 'The draft has no changes to publish.');
    checkNumberFree(ctx, agent);
    const version = {
      agentId: agent.id,
      number: (versions[0]?.number ?? 0) + 1,
      description: String(body(ctx).description ?? ''),
      publishedBy: publisherOf(ctx.user),
      publishedAt: ctx.now,
      ...snapshotOf(ctx.state.data, agent),
    };
    ctx.rows('agentVersions').push(version);
    routeNumber(ctx.rows('dids'), agent);
    ctx.changed();
    return withData(ctx, summaryOf(version), { message: `Version ${version.number} is live` });
  },
  agentRestore(ctx) {
    const agent = ctx.find(ctx.itemId());
    checkRevision(
      ctx,
      agent,
      'The draft changed after you opened the history. Look at it again before restoring.',
    );
    const number = Number(ctx.request.params.number);
    const version = versionsOf(ctx, agent.id).find((v) => v.number === number);
    if (!version) throw new HttpError(404, `Agent ${agent.id} has no version ${number}`);
    Object.assign(agent, clone(contentOf(version.agent)));
    restoreFunctions(ctx, agent.id, version.functions);
    restoreKnowledge(ctx, agent.id, version.knowledge);
    bumpRevision(agent);
    const answer = answerSaved(ctx, agent);
    answer.body.message = `Version ${number} is the draft again`;
    return answer;
  },
};

// The version's functions come back as they were, under their ids; the ones added since go.
function restoreFunctions(ctx, agentId, functions) {
  if (!functions) return;
  const rows = ctx.rows('functions');
  const kept = rows.filter((fn) => fn.agentId !== agentId && !functions.some((old) => old.id === fn.id));
  rows.splice(0, rows.length, ...clone(functions), ...kept);
}

// Its files that are still in the library come back to the agent (from another agent, if one was
// moved). A file deleted since cannot come back, and one added since stays: the diff shows both.
function restoreKnowledge(ctx, agentId, knowledge) {
  for (const file of knowledge ?? []) {
    const row = ctx.rows('knowledge').find((stored) => stored.id === file.id);
    if (row) Object.assign(row, { agent: agentId, fileName: file.fileName, fileType: file.fileType });
  }
}

export const partHandlers = {
  functionCreate(ctx, generic) {
    const answer = generic.create(ctx);
    touchAgent(ctx, String(body(ctx).agentId));
    return answer;
  },
  functionUpdate(ctx, generic) {
    const before = ctx.find(ctx.itemId()).agentId;
    const answer = generic.update(ctx);
    const after = ctx.find(ctx.itemId()).agentId;
    touchAgent(ctx, before);
    if (after !== before) touchAgent(ctx, after);
    return answer;
  },
  // The function or the file as it was, before it goes: whose it was.
  functionDelete(ctx, generic) {
    const { agentId } = ctx.find(ctx.itemId());
    const answer = generic.remove(ctx);
    touchAgent(ctx, agentId);
    return answer;
  },
  knowledgeRemove(ctx, generic) {
    const { agent } = ctx.find(ctx.itemId());
    const answer = generic.remove(ctx);
    touchAgent(ctx, agent);
    return answer;
  },
};

// Every seed agent starts at revision 1; one that takes calls has its seed content live as version 1,
// which its calls ran on.
export function seedVersions(data, publisher) {
  const versions = (data.agentVersions ??= []);
  for (const agent of data.agents ?? []) {
    agent.revision = revisionOf(agent);
    if (agent.status !== 'active' || versions.some((v) => v.agentId === agent.id)) continue;
    versions.push({
      agentId: agent.id,
      number: 1,
      description: '',
      publishedBy: publisher,
      publishedAt: agent.updatedAt,
      ...snapshotOf(data, agent),
    });
  }
  for (const call of data.calls ?? []) {
    if (call.agentVersion === undefined) call.agentVersion = liveVersionOf(versions, call.agent);
  }
}
