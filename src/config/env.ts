export interface AppEnv {
  apiBaseUrl: string;
  fileHostUrl: string;
  tourVideoUrl: string;
  /** `{lng}` stands for the language of the texts (en, es). */
  tourCaptionsUrl: string;
  llmBaseUrl: string;
  llmModel: string;
  exchangeRatesUrl: string;
  docsUrl: string;
  mockMode: boolean;
  paymentProviderScript: string | null;
  paymentPublishableKey: string | null;
  paymentProviderOrigins: string[];
  paymentMode: 'provider' | 'mock' | 'none';
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
  const { env, error } = readEnv(raw);
  if (error) throw error;
  return env;
}

// Never throws: src/main.tsx shows the error as a page; a throw while modules load would leave it blank.
export function readEnv(raw: RawEnv): { env: AppEnv; error: EnvError | null } {
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
  const origins = (key: string): string[] => {
    const value = raw[key];
    if (value === undefined || value === '') return [];
    const list = typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
    const parsed = list.map((item) => {
      try {
        const url = new URL(item);
        return url.protocol === 'https:' ? url.origin : null;
      } catch {
        return null;
      }
    });
    if (parsed.length === 0 || parsed.some((origin) => origin === null)) {
      bad.push(key);
      return [];
    }
    return parsed.filter((origin): origin is string => origin !== null);
  };
  const flag = (key: string, fallback: boolean): boolean => {
    const value = raw[key];
    if (value === undefined || value === '') return fallback;
    if (value === true || value === 'true' || value === '1') return true;
    if (value === false || value === 'false' || value === '0') return false;
    bad.push(key);
    return fallback;
  };

  const fileHostUrl = address('VITE_FILE_HOST_URL', '/files');
  const env: AppEnv = {
    apiBaseUrl: address('VITE_API_BASE_URL', '/api'),
    fileHostUrl,
    tourVideoUrl: address('VITE_TOUR_VIDEO_URL', `${fileHostUrl}/samples/tour/agent.webm`),
    tourCaptionsUrl: address('VITE_TOUR_CAPTIONS_URL', `${fileHostUrl}/samples/tour/agent.{lng}.vtt`),
    llmBaseUrl: address('VITE_LLM_BASE_URL', '/llm'),
    llmModel: text('VITE_LLM_MODEL', 'gpt-4o'),
    exchangeRatesUrl: address('VITE_EXCHANGE_RATES_URL', '/fx'),
    docsUrl: address('VITE_DOCS_URL', 'https://docs.voiceagent-console.com'),
    mockMode: flag('VITE_MOCK_MODE', raw['DEV'] === true),
    paymentProviderScript: address('VITE_PAYMENT_PROVIDER_SCRIPT', '') || null,
    paymentPublishableKey: text('VITE_PAYMENT_PUBLISHABLE_KEY', '') || null,
    paymentProviderOrigins: origins('VITE_PAYMENT_PROVIDER_ORIGINS'),
    paymentMode: 'none',
  };
  // The script and its key come together: one without the other is a mistake.
  if (
    env.paymentProviderScript &&
    !env.paymentPublishableKey &&
    !bad.includes('VITE_PAYMENT_PUBLISHABLE_KEY')
  ) {
    bad.push('VITE_PAYMENT_PUBLISHABLE_KEY');
  }
  if (
    env.paymentPublishableKey &&
    !env.paymentProviderScript &&
    !bad.includes('VITE_PAYMENT_PROVIDER_SCRIPT')
  ) {
    bad.push('VITE_PAYMENT_PROVIDER_SCRIPT');
  }
  const configured = env.paymentProviderScript !== null && env.paymentPublishableKey !== null;
  env.paymentMode =
    env.mockMode || (!configured && raw['DEV'] === true) ? 'mock' : configured ? 'provider' : 'none';
  return { env, error: bad.length > 0 ? new EnvError(bad) : null };
}

const loaded = readEnv(import.meta.env);

export const env: AppEnv = loaded.env;
export const envError: EnvError | null = loaded.error;
