import { createContext, useContext } from 'react';

export function generateSessionKey(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const SessionKeyContext = createContext<string>('');

export function useSessionKey(): string {
  return useContext(SessionKeyContext);
}
