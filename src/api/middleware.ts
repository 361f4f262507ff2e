import type { Middleware } from 'openapi-fetch';
import { bearerToken } from '@/lib/session/session-store';
import { clearToken, readToken, saveAuthMessage } from '@/lib/session/token';

/** What the app does after a 401 has cleared the session (the router sends the user to /login). */
export type UnauthorizedHandler = (message: string) => void;

/**
 * Adds the stored token as a bearer credential to every request, when there is one. A token
 * another tab stored for someone else is refused (the request fails) rather than sent with this
 * tab's screens.
 */
export const bearerMiddleware: Middleware = {
  onRequest({ request }) {
    const token = bearerToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.clone().json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: fall through to the status text.
  }
  return response.statusText || 'Unauthorized';
}

/**
 * The 401 flow of the spec: a 401 on a request that carried a token removes the stored token,
 * keeps the response's message for the login screen and hands over to `onUnauthorized` (which
 * redirects to /login). A 401 on an anonymous request (a wrong password on sign-in) and every
 * other error reach the caller unchanged.
 */
export function unauthorizedMiddleware(onUnauthorized: UnauthorizedHandler): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      // The sign-in calls answer 401 for bad credentials even when an old token was sent along.
      if (
        response.status !== 401 ||
        !request.headers.has('Authorization') ||
        schemaPath.startsWith('/auth/')
      ) {
        return response;
      }
      // The session this request was made in has already ended (another request of it got its 401
      // first, or someone signed in again since): the first 401's message stands, and a newer
      // session is not ended by an old token's refusal.
      if (request.headers.get('Authorization') !== `Bearer ${readToken() ?? ''}`) return response;
      // Ended here and now, before reading the body: the others in flight see it ended.
      clearToken();
      const message = await messageOf(response);
      saveAuthMessage(message);
      onUnauthorized(message);
      return response;
    },
  };
}

const isJson = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * An error answer with an empty body (a proxy's 502, a gateway timeout) would reach callers as
 * `error: ''`, which openapi-react-query treats as a success with no data, and one with a proxy's
 * HTML page as a string, which carries no message and cannot be told apart by its status. Give
 * both the contract's error shape instead; an empty message lets each screen show its own
 * fallback text.
 */
export const emptyErrorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return response;
    const text = await response.clone().text();
    if (text.trim() && isJson(text)) return response;
    return new Response(JSON.stringify({ message: '' }), {
      status: response.status,
      statusText: response.statusText,
      headers: { 'Content-Type': 'application/json' },
    });
  },
};
