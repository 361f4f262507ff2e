import { fileURLToPath } from 'node:url';
import { startMocks } from './mock.mjs';
import { APP_PORT, HOST } from './ports.mjs';
import { run, stopAll, superviseUntilSignal } from './processes.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

try {
  await startMocks();
  run(
    'console',
    `${root}node_modules/.bin/vite`,
    ['--host', HOST, '--port', String(APP_PORT), '--strictPort'],
    {
      env: { VITE_MOCK_MODE: 'true' },
    },
  );
  superviseUntilSignal();
  console.log(`console on http://${HOST}:${APP_PORT} (Ctrl-C stops everything)`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
