import type { ProxyOptions } from 'vite';
export declare const HOST: string;
export declare const MOCK_PORT: number;
export declare const LLM_MOCK_PORT: number;
export declare const RATES_MOCK_PORT: number;
export declare const FILE_MOCK_PORT: number;
export declare const APP_PORT: number;
export declare const E2E_PORT: number;
export declare function mockProxy(): Record<string, ProxyOptions>;
