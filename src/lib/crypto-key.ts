import { createContext, useContext } from 'react';

/**
 * The session encryption key of the spec: 256 random bits from the Web Crypto API, as 64 hex
 * characters, made once when the app starts and given to the screens through context.
 */
export function generateSessionKey(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const SessionKeyContext = createContext<string>('');

export function useSessionKey(): string {
  return useContext(SessionKeyContext);
}
