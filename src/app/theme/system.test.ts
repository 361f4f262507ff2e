import type { SystemStyleObject } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { consoleSystem, system } from './system';
import { themeTokens } from './theme-tokens';

// The page's system is built from the tokens' names (tokens.gen.ts), the stylesheet from their
// values: whatever a style prop or a recipe asks for must come out the same from both.
const full = consoleSystem(themeTokens);
const theme = full._config.theme ?? {};
const entries = (map: Map<string, unknown>) =>
  [...map].map(([key, value]) => [key, value instanceof Map ? [...value] : value]);

describe("the page's system", () => {
  it('has every token, under the same CSS variable', () => {
    expect(entries(system.tokens.flatMap)).toEqual(entries(full.tokens.flatMap));
    expect(entries(system.tokens.colorPaletteMap)).toEqual(entries(full.tokens.colorPaletteMap));
    expect(system.tokens.flatMap.size).toBeGreaterThan(500);
  });

  it('turns colour props into the same styles, opacity and palettes included', () => {
    const colors = [...full.tokens.flatMap.keys()].filter((name) => name.startsWith('colors.'));
    for (const name of colors) {
      const color = name.slice('colors.'.length);
      const style = { color, bg: `${color}/40`, borderColor: color, _hover: { bg: color } };
      expect(system.css(style), name).toEqual(full.css(style));
    }
    for (const palette of full.tokens.colorPaletteMap.keys()) {
      const style = {
        colorPalette: palette,
        bg: 'colorPalette.solid',
        color: 'colorPalette.fg',
        focusRing: 'outside',
      };
      expect(system.css(style), palette).toEqual(full.css(style));
    }
  });

  it('turns every other token into the same styles', () => {
    const props: Record<string, string> = {
      aspectRatios: 'aspectRatio',
      animations: 'animation',
      blurs: 'blur',
      borders: 'border',
      durations: 'transitionDuration',
      easings: 'transitionTimingFunction',
      fonts: 'fontFamily',
      fontSizes: 'fontSize',
      fontWeights: 'fontWeight',
      letterSpacings: 'letterSpacing',
      lineHeights: 'lineHeight',
      radii: 'borderRadius',
      spacing: 'padding',
      sizes: 'width',
      zIndex: 'zIndex',
      cursor: 'cursor',
      shadows: 'boxShadow',
    };
    let styled = 0;
    for (const name of full.tokens.flatMap.keys()) {
      const [category = '', ...path] = name.split('.');
      const prop = props[category];
      if (!prop) continue;
      const value = path.join('.');
      const style: Record<string, unknown> = { [prop]: value, _focus: { [prop]: value } };
      expect(system.css(style as SystemStyleObject), name).toEqual(full.css(style as SystemStyleObject));
      styled += 1;
    }
    expect(styled).toBeGreaterThan(250);
  });

  it('draws every recipe of every variant the same', () => {
    const each = (variants: Record<string, Record<string, unknown>> | undefined) => [
      {},
      ...Object.entries(variants ?? {}).flatMap(([variant, values]) =>
        Object.keys(values).map((value) => ({ [variant]: value })),
      ),
    ];
    for (const [key, recipe] of Object.entries(theme.recipes ?? {})) {
      for (const variant of each(recipe.variants)) {
        expect(system.cva(recipe)(variant), key).toEqual(full.cva(recipe)(variant));
      }
    }
    for (const [key, recipe] of Object.entries(theme.slotRecipes ?? {})) {
      for (const variant of each(recipe.variants)) {
        expect(system.sva(recipe)(variant), key).toEqual(full.sva(recipe)(variant));
      }
    }
  });

  it('knows every keyframes by name, for animations', () => {
    expect(Object.keys(system._config.theme?.keyframes ?? {})).toEqual(Object.keys(theme.keyframes ?? {}));
    const style = { animationName: 'spin', animation: 'spin', textStyle: 'sm', layerStyle: 'fill.muted' };
    expect(system.css(style)).toEqual(full.css(style));
  });
});
