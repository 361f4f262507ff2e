import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { consoleSystem } from './system';
import { themeTokens } from './theme-tokens';

// The system with the tokens' values, as the stylesheet is made from.
const system = consoleSystem(themeTokens);
const css = readFileSync(resolve(process.cwd(), 'src/features/auth/auth.css'), 'utf8');

// auth.css draws the auth screens without Chakra's runtime, with the theme's values copied in:
// this keeps them in step with the theme when a colour of it changes.
const SEMANTIC: Record<string, string> = {
  '--auth-page-bg': 'colors.bg.subtle',
  '--auth-card-bg': 'colors.bg',
  '--auth-border': 'colors.border',
  '--auth-fg': 'colors.fg',
  '--auth-muted': 'colors.fg.muted',
  '--auth-brand-fg': 'colors.brand.fg',
  '--auth-brand-solid': 'colors.brand.solid',
  '--auth-focus': 'colors.brand.focusRing',
  '--auth-error': 'colors.fg.error',
};

function palette(reference: string): string {
  const name = /^\{(.+)\}$/.exec(reference)?.[1] ?? `colors.${reference}`;
  const value: unknown = system.tokens.getByName(name)?.originalValue;
  if (typeof value !== 'string') throw new Error(`no colour ${name}`);
  return value.toLowerCase();
}

function themeValue(token: string, mode: '_light' | '_dark'): string {
  const conditions: Partial<Record<string, unknown>> =
    system.tokens.getByName(token)?.extensions.conditions ?? {};
  const reference = conditions[mode];
  if (typeof reference !== 'string') throw new Error(`no ${mode} value for ${token}`);
  return palette(reference);
}

function cssValues(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  const values: Record<string, string> = {};
  for (const [, name, value] of block.matchAll(/(--auth-[\w-]+):\s*(#[0-9a-f]{6})/gi)) {
    if (name && value) values[name] = value;
  }
  return values;
}

describe('auth.css', () => {
  it.each([
    ['light', '.auth-page', '_light'],
    ['dark', '.dark .auth-page', '_dark'],
  ] as const)('has the theme’s %s colours', (_name, selector, mode) => {
    const values = cssValues(selector);
    for (const [variable, token] of Object.entries(SEMANTIC)) {
      const value = values[variable] ?? cssValues('.auth-page')[variable];
      expect({ variable, value }).toEqual({ variable, value: themeValue(token, mode) });
    }
  });
});
