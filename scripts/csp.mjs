// Content-Security-Policy of the built console (no 'unsafe-eval'; styles stay inline because
// Emotion injects them at run time). The API, LLM and exchange-rate addresses are allowed in
// connect-src when they are absolute. Added to index.html at build time only: the dev server's
// React refresh preamble is an inline script.
const origin = (value) => {
  if (!value || value.startsWith('/')) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy(env) {
  const remote = [
    env.VITE_API_BASE_URL,
    env.VITE_FILE_HOST_URL,
    env.VITE_LLM_BASE_URL,
    env.VITE_EXCHANGE_RATES_URL,
  ]
    .map(origin)
    .filter(Boolean);
  const connect = ["'self'", ...new Set(remote)].join(' ');
  const media = ["'self'", 'blob:', ...new Set([origin(env.VITE_FILE_HOST_URL)].filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `media-src ${media}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** Vite plugin: writes the policy as a meta tag into the built index.html. */
export function cspPlugin(env) {
  return {
    name: 'console-csp',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
