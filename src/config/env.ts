/**
 * Every setting of the console, read and checked once at start. A bad value stops the app with
 * the names of the bad keys rather than failing later in some screen.
 */
export interface AppEnv {
  /** Base address of the API: an absolute http(s) URL or a same-origin path such as `/api`. */
  apiBaseUrl: string;
  /** Where call recordings live; the call's `recordURL` is appended to it. */
  fileHostUrl: string;
  /** OpenAI-compatible chat completions endpoint base (a proxy that holds the key). */
  llmBaseUrl: string;
  llmModel: string;
  /** USD exchange-rate service base. */
  exchangeRatesUrl: string;
  /** External documentation site opened from the Help Center. */
  docsUrl: string;
  /** True when the console runs against the Prism mock (enables the QA panel). */
  mockMode: boolean;
}

type RawEnv = Record<string, string | boolean | undefined>;

const isAddress = (value: string): boolean => {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const stripSlash = (value: string): string => (value.length > 1 ? value.replace(/\/+$/, '') : value);

export class EnvError extends Error {
  constructor(readonly keys: string[]) {
    super(`Invalid configuration: ${keys.join(', ')}. See README, "Configuration".`);
    this.name = 'EnvError';
  }
}

export function parseEnv(raw: RawEnv): AppEnv {
  const bad: string[] = [];
  const address = (key: string, fallback: string): string => {
    const value = raw[key];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || !isAddress(value)) {
      bad.push(key);
      return fallback;
    }
    return stripSlash(value);
  };
  const text = (key: string, fallback: string): string => {
    const value = raw[key];
    if (value === undefined || value === '') return fallback;
    if (typeof value !== 'string' || value.trim() === '') {
      bad.push(key);
      return fallback;
    }
    return value.trim();
  };
  const flag = (key: string, fallback: boolean): boolean => {
    const value = raw[key];
    if (value === undefined || value === '') return fallback;
    if (value === true || value === 'true' || value === '1') return true;
    if (value === false || value === 'false' || value === '0') return false;
    bad.push(key);
    return fallback;
  };

  const env: AppEnv = {
    apiBaseUrl: address('VITE_API_BASE_URL', '/api'),
    fileHostUrl: address('VITE_FILE_HOST_URL', '/files'),
    llmBaseUrl: address('VITE_LLM_BASE_URL', '/llm'),
    llmModel: text('VITE_LLM_MODEL', 'gpt-4o'),
    exchangeRatesUrl: address('VITE_EXCHANGE_RATES_URL', '/fx'),
    docsUrl: address('VITE_DOCS_URL', 'https://docs.voiceagent-console.com'),
    mockMode: flag('VITE_MOCK_MODE', raw['DEV'] === true),
  };
  if (bad.length > 0) throw new EnvError(bad);
  return env;
}

export const env: AppEnv = parseEnv(import.meta.env);
