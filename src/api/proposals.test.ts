// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { proposalData } from './proposals';

const answer = (status: number, body?: { data?: unknown; message?: string }) =>
  Promise.resolve({
    response: new Response(null, { status }),
    ...(body?.data !== undefined ? { data: { data: body.data } } : { error: body }),
  });

describe('a proposal read', () => {
  it('gives the data of a server that serves the proposal', async () => {
    await expect(proposalData(answer(200, { data: { live: 2 } }))).resolves.toEqual({ live: 2 });
  });

  it('holds null where the server does not have the call', async () => {
    await expect(proposalData(answer(404, { message: 'Not found' }))).resolves.toBeNull();
    await expect(proposalData(answer(501, { message: 'Not implemented' }))).resolves.toBeNull();
  });

  it("fails with the server's message on any other failure", async () => {
    await expect(proposalData(answer(500, { message: 'Database down' }))).rejects.toThrow('Database down');
  });
});
