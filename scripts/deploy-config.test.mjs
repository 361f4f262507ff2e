import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './csp.mjs';
import { COMMITTED, nginxConfig } from './deploy-config.mjs';

/** The headers an nginx configuration adds, unquoted as nginx reads them. */
function addedHeaders(config) {
  const headers = {};
  for (const [, name, value] of config.matchAll(/^\s*add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)) {
    headers[name] = value.replace(/\\(.)/g, '$1');
  }
  return headers;
}

describe('deploy/nginx.conf', () => {
  it('is what scripts/deploy-config.mjs writes (run it after changing scripts/csp.mjs)', () => {
    expect(readFileSync(COMMITTED, 'utf8')).toBe(nginxConfig({}));
  });

  it('sends exactly the headers of `npm run preview`, on every answer', () => {
    expect(addedHeaders(readFileSync(COMMITTED, 'utf8'))).toEqual(securityHeaders({}));
  });

  it('carries the policy of a deployment with remote services, quotes and all', () => {
    const env = {
      VITE_API_BASE_URL: 'https://api.example.test',
      VITE_FILE_HOST_URL: 'https://files.example.test',
      VITE_PAYMENT_PROVIDER_SCRIPT: 'https://js.stripe.com/v3/',
      VITE_PAYMENT_PUBLISHABLE_KEY: 'pk_live_51Abc',
    };
    const headers = addedHeaders(nginxConfig(env));
    expect(headers).toEqual(securityHeaders(env));
    expect(headers['Permissions-Policy']).toContain('payment=(self "https://js.stripe.com")');
  });

  it('answers every screen address with the page, and a missing asset with a 404', () => {
    const config = readFileSync(COMMITTED, 'utf8');
    expect(config).toMatch(/location \/ \{\s+try_files \$uri \/index\.html;\s+\}/);
    expect(config).toMatch(/location \/assets\/ \{\s+expires max;\s+try_files \$uri =404;\s+\}/);
  });
});
