// No 'unsafe-eval'; styles stay inline as Emotion injects them at run time. The meta tag is added at build
// time only: the dev server's React refresh preamble is an inline script.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const origin = (value) => {
  if (!value || value.startsWith('/')) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

function paymentOrigins(env) {
  const payment =
    env.VITE_PAYMENT_PUBLISHABLE_KEY && env.VITE_MOCK_MODE !== 'true'
      ? origin(env.VITE_PAYMENT_PROVIDER_SCRIPT)
      : null;
  if (!payment) return [];
  const others = (env.VITE_PAYMENT_PROVIDER_ORIGINS ?? '')
    .split(/[\s,]+/)
    .map(origin)
    .filter(Boolean);
  return [...new Set([payment, ...others])];
}

export function contentSecurityPolicy(env) {
  const remote = [
    env.VITE_API_BASE_URL,
    env.VITE_FILE_HOST_URL,
    env.VITE_LLM_BASE_URL,
    env.VITE_EXCHANGE_RATES_URL,
  ]
    .map(origin)
    .filter(Boolean);
  const paymentAll = paymentOrigins(env);
  const payment = paymentAll[0] ?? null;
  const connect = ["'self'", ...new Set([...remote, ...paymentAll])].join(' ');
  const files = [origin(env.VITE_FILE_HOST_URL)].filter(Boolean);
  const tour = [origin(env.VITE_TOUR_VIDEO_URL), origin(env.VITE_TOUR_CAPTIONS_URL)].filter(Boolean);
  const media = ["'self'", 'blob:', ...new Set([...files, ...tour])].join(' ');
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

// Framing is refused outright (clickjacking of Add funds, key revokes, deletes); a meta tag cannot say so.
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors 'none'"];

export function securityHeaders(env) {
  const payment = paymentOrigins(env);
  // Features the console never uses are off; the payment frames may ask for Payment Request (wallets).
  const paymentAllowed = payment.length > 0 ? `(self ${payment.map((o) => `"${o}"`).join(' ')})` : '()';
  return {
    'Content-Security-Policy': [contentSecurityPolicy(env), ...HEADER_ONLY_DIRECTIVES].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Other sites see the console's origin at most, never a path or query (call ids, tokens of links).
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': [
      'camera=()',
      'microphone=()',
      'geolocation=()',
      'usb=()',
      'serial=()',
      'hid=()',
      'midi=()',
      'display-capture=()',
      `payment=${paymentAllowed}`,
    ].join(', '),
  };
}

export function builtPolicy(html) {
  const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/i.exec(html);
  if (!tag) return null;
  const entities = { '&#39;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
  return tag[1].replace(/&#39;|&quot;|&lt;|&gt;|&amp;/g, (entity) => entities[entity]);
}

// At preview, a warning when the build's meta policy differs from the headers: both apply, the stricter wins.
export function cspPlugin(env) {
  return [
    {
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
    },
    {
      name: 'console-csp-preview',
      apply: (_config, { isPreview }) => Boolean(isPreview),
      configurePreviewServer(server) {
        const page = resolve(server.config.root, server.config.build.outDir, 'index.html');
        let html;
        try {
          html = readFileSync(page, 'utf8');
        } catch {
          // Nothing built there yet: vite preview says so itself.
          return;
        }
        const built = builtPolicy(html);
        if (built !== null && built !== contentSecurityPolicy(env)) {
          server.config.logger.warn(
            `The build in ${server.config.build.outDir} has another Content-Security-Policy than the ` +
              `headers of this preview (mode ${server.config.mode}): preview with the settings (mode, VITE_*) it was built with.`,
          );
        }
      },
    },
  ];
}
