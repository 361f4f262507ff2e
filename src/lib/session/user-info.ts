import { jwtDecode } from 'jwt-decode';
import type { components } from '@/api/schema.gen';
import { readItem, removeItem, storageKeys, writeItem } from './storage';

export type UserSessionInfo = components['schemas']['UserSessionInfo'];

export const emptyUser: UserSessionInfo = {
  id: '',
  firstName: '',
  lastName: '',
  email: '',
  currency: 'USD',
  avatar: '',
  language: 'en',
  phone: '',
  role: '',
  company: '',
  isSuperAdmin: false,
  isAuthorized: false,
};

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

const languages: readonly UserSessionInfo['language'][] = ['en', 'es'];
const language = (value: unknown): UserSessionInfo['language'] =>
  languages.find((known) => known === value) ?? 'en';

export function toUserInfo(claims: Record<string, unknown>, isAuthorized: boolean): UserSessionInfo {
  return {
    id: str(claims['id'] ?? claims['_id'] ?? claims['sub']),
    firstName: str(claims['firstName']),
    lastName: str(claims['lastName']),
    email: str(claims['email']),
    currency: str(claims['currency']) || 'USD',
    avatar: str(claims['avatar']),
    language: language(claims['language']),
    phone: str(claims['phone']),
    role: str(claims['role']),
    company: str(claims['company']),
    isSuperAdmin: claims['isSuperAdmin'] === true,
    isAuthorized,
  };
}

export function decodeUserInfo(token: string): UserSessionInfo {
  const claims = jwtDecode<Record<string, unknown>>(token);
  const user = toUserInfo(claims, true);
  if (!user.id || !user.email) throw new Error('The token carries no user.');
  return user;
}

export function readUserInfo(): UserSessionInfo {
  const raw = readItem(storageKeys.userInfo);
  if (!raw) return emptyUser;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return emptyUser;
    const record = parsed as Record<string, unknown>;
    return toUserInfo(record, record['isAuthorized'] === true);
  } catch {
    return emptyUser;
  }
}

export const writeUserInfo = (user: UserSessionInfo): void =>
  writeItem(storageKeys.userInfo, JSON.stringify(user));

export const clearUserInfo = (): void => removeItem(storageKeys.userInfo);
