import { bearerToken } from '@/lib/session/session-store';

// Only a path on the API's address is followed, so that the session's token is never sent elsewhere.
export function uploadedFileHref(url: unknown, apiBaseUrl: string): string | null {
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return null;
  return `${apiBaseUrl}${url}`;
}

export async function fetchUploadedFile(href: string): Promise<ArrayBuffer> {
  // Throws when another tab signed someone else in: their token must not fetch this tab's files.
  const token = bearerToken();
  const response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Downloading ${href} failed with status ${response.status}`);
  return response.arrayBuffer();
}
