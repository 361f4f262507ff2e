const num = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new Error(`${name} must be a port number (1-65535), got "${raw}"`);
  }
  return n;
};

export const HOST = '127.0.0.1';
export const MOCK_PORT = num('MOCK_PORT', 4010);
export const LLM_MOCK_PORT = num('LLM_MOCK_PORT', 4011);
export const RATES_MOCK_PORT = num('RATES_MOCK_PORT', 4012);
export const FILE_MOCK_PORT = num('FILE_MOCK_PORT', 4013);
export const PRISM_PORT = num('PRISM_PORT', MOCK_PORT + 4);
export const STATE_PORT = num('STATE_PORT', MOCK_PORT + 5);
export const APP_PORT = num('PORT', 5173);
export const E2E_PORT = num('E2E_PORT', 4173);

export function mockProxy() {
  const to = (port, prefix) => ({
    target: `http://${HOST}:${port}`,
    changeOrigin: true,
    rewrite: (path) => path.slice(prefix.length) || '/',
  });
  return {
    '/api': to(MOCK_PORT, '/api'),
    '/llm': to(LLM_MOCK_PORT, '/llm'),
    '/fx': to(RATES_MOCK_PORT, '/fx'),
    '/files': to(FILE_MOCK_PORT, '/files'),
  };
}
