// The contract is bundled into one file first, so that Prism reads the same document the types came from.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  FILE_MOCK_PORT,
  HOST,
  LLM_MOCK_PORT,
  MOCK_PORT,
  PRISM_PORT,
  RATES_MOCK_PORT,
  STATE_PORT,
} from './ports.mjs';
import { isPortOpen, run, runOnce, superviseUntilSignal, waitForPort } from './processes.mjs';
import { tokenTtl } from '../mocks/state/session.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PRISM_VERBOSE = process.env.PRISM_VERBOSE === '1';
const bin = (name) => `${root}node_modules/.bin/${name}`;

export async function bundleContract() {
  await mkdir(`${root}.cache`, { recursive: true });
  // One bundle per port: Prism reloads when its file changes, so mocks side by side must not share it.
  const out = `${root}.cache/openapi.bundled.${MOCK_PORT}.json`;
  await runOnce(
    bin('redocly'),
    ['bundle', `${root}openapi/openapi.yaml`, '--output', out, '--config', `${root}openapi/redocly.yaml`],
    {
      quiet: true,
    },
  );
  return out;
}

export async function startMocks() {
  // A bad lifetime stops the start here, not on the first sign-in.
  tokenTtl(process.env.MOCK_TOKEN_TTL);
  const contract = await bundleContract();
  const mocks = [
    ['api-mock', null, MOCK_PORT],
    ['prism-proxy', contract, PRISM_PORT],
    ['llm-mock', null, LLM_MOCK_PORT],
    ['fx-mock', `${root}openapi/providers/exchange-rates.yaml`, RATES_MOCK_PORT],
    ['file-host', null, FILE_MOCK_PORT],
  ];
  for (const port of [...mocks.map(([, , p]) => p), STATE_PORT]) {
    if (await isPortOpen(port))
      throw new Error(`port ${port} is already in use (set another with the env variable)`);
  }
  // Prism logs every step of every request; keep what a person needs.
  const filter = (line) => PRISM_VERBOSE || /✖|error|violation|listening/i.test(line);
  const ports = {
    MOCK_PORT: String(MOCK_PORT),
    PRISM_PORT: String(PRISM_PORT),
    STATE_PORT: String(STATE_PORT),
  };
  run('api-mock', process.execPath, [`${root}mocks/api-mock.mjs`], { env: ports, filter });
  run(
    'prism-proxy',
    bin('prism'),
    [
      'proxy',
      contract,
      `http://${HOST}:${STATE_PORT}`,
      '--errors',
      // Warnings (violations) and errors only: at info, Prism logs every step of every request.
      '--verboseLevel',
      PRISM_VERBOSE ? 'info' : 'warn',
      '--host',
      HOST,
      '--port',
      String(PRISM_PORT),
    ],
    { filter },
  );
  run('llm-mock', process.execPath, [`${root}mocks/llm-stream.mjs`], {
    env: { LLM_MOCK_PORT: String(LLM_MOCK_PORT) },
  });
  run('fx-mock', bin('prism'), ['mock', mocks[3][1], '--host', HOST, '--port', String(RATES_MOCK_PORT)], {
    filter,
  });
  run('file-host', process.execPath, [`${root}mocks/file-host.mjs`], {
    env: { FILE_MOCK_PORT: String(FILE_MOCK_PORT), MOCK_PORT: String(MOCK_PORT) },
  });
  await Promise.all(mocks.map(([, , port]) => waitForPort(port)));
  console.log(
    `mock API on http://${HOST}:${MOCK_PORT} (LLM ${LLM_MOCK_PORT}, exchange rates ${RATES_MOCK_PORT}, files ${FILE_MOCK_PORT})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    await startMocks();
    superviseUntilSignal();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
