// `npm run mock`: serves the contract with Prism on 127.0.0.1 (API on MOCK_PORT, default 4010),
// plus the two outside services: the language-model provider on LLM_MOCK_PORT (our own stream
// mock, mocks/llm-stream.mjs, since Prism cannot stream server-sent events piece by piece) and
// the exchange-rate contract with Prism on RATES_MOCK_PORT, and the file host of the sample call
// recordings (mocks/file-host.mjs) on FILE_MOCK_PORT. The root contract is bundled into one
// file first (.cache/), so Prism reads the same document that the types were generated from.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FILE_MOCK_PORT, HOST, LLM_MOCK_PORT, MOCK_PORT, RATES_MOCK_PORT } from './ports.mjs';
import { isPortOpen, run, runOnce, superviseUntilSignal, waitForPort } from './processes.mjs';

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
  const contract = await bundleContract();
  const mocks = [
    ['api-mock', contract, MOCK_PORT],
    ['llm-mock', null, LLM_MOCK_PORT],
    ['fx-mock', `${root}openapi/providers/exchange-rates.yaml`, RATES_MOCK_PORT],
    ['file-host', null, FILE_MOCK_PORT],
  ];
  for (const [name, , port] of mocks) {
    if (await isPortOpen(port))
      throw new Error(`${name}: port ${port} is already in use (set another with the env variable)`);
  }
  for (const [name, file, port] of mocks) {
    if (name === 'file-host') {
      // The sample call recordings (Prism cannot serve audio).
      run(name, process.execPath, [`${root}mocks/file-host.mjs`], {
        env: { FILE_MOCK_PORT: String(port) },
      });
      continue;
    }
    if (file === null) {
      run(name, process.execPath, [`${root}mocks/llm-stream.mjs`], {
        env: { LLM_MOCK_PORT: String(port) },
      });
      continue;
    }
    run(name, bin('prism'), ['mock', file, '--host', HOST, '--port', String(port)], {
      // Prism logs every step of every request; keep what a person needs: requests that broke
      // the contract, errors, and the start.
      filter: (line) => PRISM_VERBOSE || /✖|error|warn|violation|listening/i.test(line),
    });
  }
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
