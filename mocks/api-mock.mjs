// The API mock's own process: the gateway on MOCK_PORT and the state server Prism forwards to on
// STATE_PORT (see mocks/state/server.mjs). scripts/mock.mjs starts it beside `prism proxy`.
//
//   MOCK_STATE=remember|examples   what a call without X-Mock-State gets (default remember)
//   MOCK_STATE_FILE=path           keeps the shared data set in a JSON file across restarts
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
// Open the front door only once Prism answers behind it, so that whoever waits for MOCK_PORT
// (Playwright, scripts/mock.mjs) never gets a 502 from a proxy still starting.
await waitForPort(port('PRISM_PORT'));
gateway.listen(port('MOCK_PORT'), HOST, () =>
  log(
    `API mock listening on http://${HOST}:${port('MOCK_PORT')} (${defaultState === 'remember' ? 'remembers changes' : 'examples only'})`,
  ),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
