// Content-Security-Policy of the built console (no 'unsafe-eval'; styles stay inline because
// Emotion injects them at run time). The API, LLM and exchange-rate addresses are allowed in
// connect-src when they are absolute. The card payment provider's script origin is allowed in
// script-src, frame-src and connect-src only when a provider is configured (script and key, see
// src/config/env.ts), with VITE_PAYMENT_PROVIDER_ORIGINS in frame-src and connect-src. Added to
// index.html at build time only: the dev server's React refresh preamble is an inline script.
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
  const payment =
    env.VITE_PAYMENT_PUBLISHABLE_KEY && env.VITE_MOCK_MODE !== 'true'
      ? origin(env.VITE_PAYMENT_PROVIDER_SCRIPT)
      : null;
  // Other origins the provider's frames and calls use (Stripe: https://api.stripe.com, https://hooks.stripe.com).
  const paymentOthers = payment
    ? (env.VITE_PAYMENT_PROVIDER_ORIGINS ?? '')
        .split(/[\s,]+/)
        .map(origin)
        .filter(Boolean)
    : [];
  const paymentAll = payment ? [...new Set([payment, ...paymentOthers])] : [];
  const connect = ["'self'", ...new Set([...remote, ...paymentAll])].join(' ');
  const files = [origin(env.VITE_FILE_HOST_URL)].filter(Boolean);
  const media = ["'self'", 'blob:', ...files].join(' ');
  // Avatars and app logos come from the file host too.
  const images = ["'self'", 'data:', 'blob:', ...files].join(' ');
  return [
    "default-src 'self'",
    payment ? `script-src 'self' ${payment}` : "script-src 'self'",
    ...(payment ? [`frame-src 'self' ${paymentAll.join(' ')}`] : []),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
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
