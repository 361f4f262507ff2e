import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './brand';

// Palettes no screen names: each costs tokens to build at every load and CSS variables to parse.
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink']);
const withoutUnused = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

// Only the recipes of what the first paints draw: `defaultSystem` is a Chakra app's largest start-up
// cost. The other components the console uses bring theirs (src/components/recipe-registry.ts); a
// Chakra component whose recipe is in neither renders unstyled.
const consoleConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // Who asks the system for less motion gets none: dialogs, drawers, menus and toasts appear and
    // go at once. Zag's presence ends an exit at once on a 0s animation; a near-zero one instead
    // waits for an animationend that can come before it listens (a frame late under Playwright's
    // clock), leaving a closed dialog's backdrop over the page. Spinners stop, next to their text.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0s !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0s !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    // The compact layout breakpoints of the spec (section 9).
    breakpoints: {
      xs: '440px',
      sm: '600px',
      md: '768px',
      lg: '993px',
      xl: '1534px',
    },
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
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      table: tableSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

// createSystem merges what it is given (cloning each): merging here first cloned and walked it all twice.
export const system = createSystem(defaultBaseConfig, consoleConfig);
