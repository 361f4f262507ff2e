import { describe, expect, it } from 'vitest';
import { builtPolicy, contentSecurityPolicy, securityHeaders } from './csp.mjs';

const directive = (policy, name) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('allows only the console itself without settings: no eval, no frames from elsewhere', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'script-src')).toBe("'self'");
    expect(directive(policy, 'connect-src')).toBe("'self'");
    expect(directive(policy, 'frame-src')).toBeUndefined();
    expect(policy).not.toContain('unsafe-eval');
  });

  it('adds absolute API addresses to connect-src', () => {
    const policy = contentSecurityPolicy({ VITE_API_BASE_URL: 'https://api.example.test/v1' });
    expect(directive(policy, 'connect-src')).toBe("'self' https://api.example.test");
  });

  it('loads recordings, avatars and logos from an absolute file host', () => {
    const policy = contentSecurityPolicy({ VITE_FILE_HOST_URL: 'https://files.example.test/console' });
    expect(directive(policy, 'media-src')).toBe("'self' blob: https://files.example.test");
    expect(directive(policy, 'img-src')).toBe("'self' data: blob: https://files.example.test");
    expect(directive(policy, 'connect-src')).toBe("'self' https://files.example.test");
    const sameOrigin = contentSecurityPolicy({ VITE_FILE_HOST_URL: '/files' });
    expect(directive(sameOrigin, 'img-src')).toBe("'self' data: blob:");
  });

  it("lets the tour's video and captions play from their own origin", () => {
    const policy = contentSecurityPolicy({
      VITE_FILE_HOST_URL: 'https://files.example.test',
      VITE_TOUR_VIDEO_URL: 'https://cdn.example.test/tour.webm',
      VITE_TOUR_CAPTIONS_URL: 'https://files.example.test/tour.{lng}.vtt',
    });
    expect(directive(policy, 'media-src')).toBe(
      "'self' blob: https://files.example.test https://cdn.example.test",
    );
  });

  it("allows the card payment provider's origin for its script, frames and calls when configured", () => {
    const policy = contentSecurityPolicy({
      VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3/',
      VITE_PAYMENT_PUBLISHABLE_KEY: 'pk_test_51Abc',
    });
    expect(directive(policy, 'script-src')).toBe("'self' https://js.stripe.com");
    expect(directive(policy, 'frame-src')).toBe("'self' https://js.stripe.com");
    expect(directive(policy, 'connect-src')).toBe("'self' https://js.stripe.com");
    const stripe = contentSecurityPolicy({
      VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3/',
      VITE_PAYMENT_PUBLISHABLE_KEY: 'pk_test_51Abc',
      VITE_PAYMENT_PROVIDER_ORIGINS: 'https://api.stripe.com https://hooks.stripe.com',
    });
    expect(directive(stripe, 'script-src')).toBe("'self' https://js.stripe.com");
    expect(directive(stripe, 'frame-src')).toBe(
      "'self' https://js.stripe.com https://api.stripe.com https://hooks.stripe.com",
    );
    expect(directive(stripe, 'connect-src')).toBe(
      "'self' https://js.stripe.com https://api.stripe.com https://hooks.stripe.com",
    );
  });

  it('allows no provider origin when it is not configured: a script without its key, or mock mode', () => {
    for (const env of [
      { VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3/' },
      {
        VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3/',
        VITE_PAYMENT_PUBLISHABLE_KEY: 'pk_test_51Abc',
        VITE_MOCK_MODE: 'true',
      },
    ]) {
      const policy = contentSecurityPolicy(env);
      expect(policy).not.toContain('stripe.com');
    }
  });
});

describe('securityHeaders', () => {
  const stripe = {
    VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3/',
    VITE_PAYMENT_PUBLISHABLE_KEY: 'pk_test_51Abc',
    VITE_PAYMENT_PROVIDER_ORIGINS: 'https://api.stripe.com',
  };

  it('refuses to be framed anywhere: frame-ancestors in the header policy and X-Frame-Options', () => {
    const headers = securityHeaders({});
    expect(directive(headers['Content-Security-Policy'], 'frame-ancestors')).toBe("'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('sends the policy of the meta tag, with what only a header can add', () => {
    for (const env of [{}, { VITE_FILE_HOST_URL: 'https://files.example.test' }, stripe]) {
      const meta = contentSecurityPolicy(env);
      expect(meta).not.toContain('frame-ancestors');
      expect(securityHeaders(env)['Content-Security-Policy']).toBe(`${meta}; frame-ancestors 'none'`);
    }
    expect(
      securityHeaders({ VITE_FILE_HOST_URL: 'https://files.example.test' })['Content-Security-Policy'],
    ).toContain("img-src 'self' data: blob: https://files.example.test");
  });

  it('turns off sniffing, keeps paths and queries from other sites and switches off unused features', () => {
    const headers = securityHeaders({});
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    const features = headers['Permissions-Policy'].split(', ');
    expect(features).toContain('camera=()');
    expect(features).toContain('microphone=()');
    expect(features).toContain('geolocation=()');
    expect(features).toContain('payment=()');
  });

  it("lets the payment provider's frames use the Payment Request API only when it is configured", () => {
    expect(securityHeaders(stripe)['Permissions-Policy']).toContain(
      'payment=(self "https://js.stripe.com" "https://api.stripe.com")',
    );
    expect(securityHeaders({ ...stripe, VITE_MOCK_MODE: 'true' })['Permissions-Policy']).toContain(
      'payment=()',
    );
  });
});

describe('builtPolicy', () => {
  it('reads the policy back from the meta tag of a built page, as Vite escapes it', () => {
    const html =
      '<head><meta http-equiv="Content-Security-Policy" content="default-src &#39;self&#39;; img-src &#39;self&#39; data:"></head>';
    expect(builtPolicy(html)).toBe("default-src 'self'; img-src 'self' data:");
    expect(builtPolicy('<head></head>')).toBeNull();
  });
});
