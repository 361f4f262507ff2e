import { bearerToken } from '@/lib/session/session-store';

/**
 * The address of a file users uploaded (a ticket's attachment): its `url` is a path on the API's
 * address. Anything else (absolute, protocol-relative, backslashed) is not followed, so that the
 * session's token is never sent elsewhere.
 */
export function uploadedFileHref(url: unknown, apiBaseUrl: string): string | null {
  if (typeof url !== 'string' || !/^\/(?![/\\])/.test(url)) return null;
  return `${apiBaseUrl}${url}`;
}

/** The bytes of an uploaded file, asked for with the session's token (the API may require it). */
export async function fetchUploadedFile(href: string): Promise<ArrayBuffer> {
  // Throws when another tab signed someone else in: their token must not fetch this tab's files.
  const token = bearerToken();
  const response = await fetch(href, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`Downloading ${href} failed with status ${response.status}`);
  return response.arrayBuffer();
}
