import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp.mjs';

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
