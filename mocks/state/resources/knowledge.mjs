import { newId } from '../rows.mjs';
import { touchAgent } from './agent-versions.mjs';
import { body, mimeOf, requiredFile, saveFile } from './helpers.mjs';

export const handlers = {
  knowledgeUpload(ctx) {
    const fields = body(ctx);
    const file = requiredFile(ctx);
    ctx.find(String(fields.agent), 'agents');
    const id = newId();
    const { url } = saveFile(ctx, 'knowledge', id, file);
    const row = ctx.stamp(
      {
        ...ctx.newRow(),
        id,
        fileName: file.name,
        fileType: fields.file_type ?? 'document',
        agent: String(fields.agent),
        size: file.data.length,
        mimeType: mimeOf(file.type),
        url,
      },
      true,
    );
    ctx.rows().unshift(row);
    touchAgent(ctx, row.agent);
    ctx.changed();
    return ctx.answer(ctx.op, row);
  },
  knowledgeUpdate(ctx, generic) {
    const { agent } = body(ctx);
    // Moving a file to an agent that does not exist is refused, as the upload refuses it.
    if (agent !== undefined) ctx.find(String(agent), 'agents');
    const before = ctx.find(ctx.itemId()).agent;
    const answer = generic.update(ctx);
    touchAgent(ctx, before);
    if (agent !== undefined && String(agent) !== before) touchAgent(ctx, String(agent));
    return answer;
  },
  // The stored files have no text to search: their names (as they are now, renamed or not), word by
  // word, so that "insurance plans" finds Accepted-insurance-plans.docx.
  knowledgeSearch(ctx) {
    const { query = '', agentId, limit } = ctx.request.query;
    const words = String(query)
      .toLowerCase()
      .split(/[\s_.-]+/)
      .filter(Boolean);
    const found = ctx
      .rows()
      .filter((file) => {
        const name = String(file.fileName).toLowerCase();
        return (!agentId || file.agent === agentId) && words.every((word) => name.includes(word));
      })
      .slice(0, Number(limit) || 10)
      .map((file) => ({
        fileId: file.id,
        fileName: file.fileName,
        fileType: file.fileType,
        agent: file.agent,
        snippet: '',
        score: 1,
      }));
    return ctx.answer(ctx.op, found);
  },
};

// The contract's example files have addresses but no bytes: each gets a small stand-in of its
// own name and type, so that reading one back (to copy it, to download it) works as for an upload.
export function seedFiles(data) {
  const files = [];
  for (const row of data.knowledge ?? []) {
    if (typeof row.url !== 'string' || !row.url.startsWith('/uploads/')) continue;
    const name = row.fileName ?? 'file';
    files.push([
      row.url,
      {
        name,
        type: mimeOf(row.mimeType),
        data: Buffer.from(`Sample knowledge file of the mock: ${name}\n`),
      },
    ]);
  }
  return files;
}
