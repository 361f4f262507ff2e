import type { SystemConfig } from '@chakra-ui/react';
import { keyframes, semanticTokens, tokens } from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './brand';

type Theme = NonNullable<SystemConfig['theme']>;
export interface ThemeTokens {
  tokens: NonNullable<Theme['tokens']>;
  semanticTokens: NonNullable<Theme['semanticTokens']>;
  keyframes: NonNullable<Theme['keyframes']>;
}

// Palettes no screen names: each costs CSS variables to parse (theme-vars.test.ts checks that every
// variable the source names is defined).
const UNUSED_PALETTES = new Set(['cyan', 'pink']);
const withoutUnused = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

/**
 * The console's tokens with their values, for its stylesheet (scripts/generate-theme-css.mjs writes
 * chakra-global.gen.css from them). The page reads the values there, as CSS variables: the system
 * the page builds is given the same tokens without their values (tokens.gen.ts).
 */
export const themeTokens: ThemeTokens = {
  tokens: { ...tokens, colors: { ...withoutUnused(tokens.colors), brand: brandColors } },
  semanticTokens: {
    ...semanticTokens,
    colors: {
      ...withoutUnused(semanticTokens.colors),
      brand: brandSemanticColors,
      // Chakra's error text (red.500) is 3.76:1 on white; red.600 passes 4.5:1.
      fg: {
        ...semanticTokens.colors.fg,
        error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
      },
    },
  },
  keyframes,
};
