import type { Middleware } from 'openapi-fetch';
import { bearerToken } from '@/lib/session/session-store';
import { clearToken, readToken, saveAuthMessage } from '@/lib/session/token';

export type UnauthorizedHandler = (message: string) => void;

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

// Spec's 401 flow: only a request that carried a token ends the session; an anonymous 401 reaches the caller.
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
      // This request's session already ended (another request got its 401 first, or someone signed in since):
      // the first 401's message stands, and a newer session is not ended by an old token's refusal.
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

// An empty or HTML error body gets the contract's shape: openapi-react-query takes `error: ''` for a success.
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
