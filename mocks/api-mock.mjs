import { waitForPort } from '../scripts/processes.mjs';
import { loadContract } from './state/contract.mjs';
import { createApiMock, HOST } from './state/server.mjs';

const port = (name) => Number(process.env[name]);
const defaultState = process.env.MOCK_STATE === 'examples' ? 'examples' : 'remember';
const log = (line) => console.log(line);

const { gateway, upstream } = await createApiMock({
  doc: await loadContract(),
  defaultState,
  stateFile: process.env.MOCK_STATE_FILE || undefined,
  prismPort: port('PRISM_PORT'),
  log,
});
upstream.listen(port('STATE_PORT'), HOST);
// Listen once Prism answers, so that whoever waits for MOCK_PORT never gets a 502 from a starting proxy.
await waitForPort(port('PRISM_PORT'));
gateway.listen(port('MOCK_PORT'), HOST, () =>
  log(
    `API mock listening on http://${HOST}:${port('MOCK_PORT')} (${defaultState === 'remember' ? 'remembers changes' : 'examples only'})`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
