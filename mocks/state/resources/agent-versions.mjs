import { HttpError } from '../rows.mjs';
import { answerSaved, body, clone, withData } from './helpers.mjs';

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
];

const contentOf = (agent) => Object.fromEntries(CONTENT.map((key) => [key, agent[key]]));
const sameContent = (a, b) => JSON.stringify(contentOf(a)) === JSON.stringify(contentOf(b));

// Saved states from before versions have no revision: they start at 1.
export const revisionOf = (agent) => (Number.isInteger(agent.revision) ? agent.revision : 1);

export function bumpRevision(agent) {
  agent.revision = revisionOf(agent) + 1;
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
      changed: !live || !sameContent(agent, live.agent),
      revision: revisionOf(agent),
      versions: versions.map(summaryOf),
    });
  },
  agentVersion(ctx) {
    const agent = ctx.find(ctx.itemId());
    const number = Number(ctx.request.params.number);
    const version = versionsOf(ctx, agent.id).find((v) => v.number === number);
    if (!version) throw new HttpError(404, `Agent ${agent.id} has no version ${number}`);
    return withData(ctx, { ...summaryOf(version), agent: clone(version.agent) });
  },
  agentPublish(ctx) {
    const agent = ctx.find(ctx.itemId());
    checkRevision(
      ctx,
      agent,
      'The draft changed after you opened this dialog. Review the changes again before publishing.',
    );
    const versions = versionsOf(ctx, agent.id);
    if (versions[0] && sameContent(agent, versions[0].agent))
      throw new HttpError(422, 'The draft has no changes to publish.');
    const version = {
      agentId: agent.id,
      number: (versions[0]?.number ?? 0) + 1,
      description: String(body(ctx).description ?? ''),
      publishedBy: publisherOf(ctx.user),
      publishedAt: ctx.now,
      agent: { ...clone(agent), revision: revisionOf(agent) },
    };
    ctx.rows('agentVersions').push(version);
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
    bumpRevision(agent);
    const answer = answerSaved(ctx, agent);
    answer.body.message = `Version ${number} is the draft again`;
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
      agent: clone(agent),
    });
  }
  for (const call of data.calls ?? []) {
    if (call.agentVersion === undefined) call.agentVersion = liveVersionOf(versions, call.agent);
  }
}
