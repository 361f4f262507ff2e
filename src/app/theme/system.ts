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
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textStyles,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import type { ThemeTokens } from './theme-tokens';
import { tokenNames } from './tokens.gen';

// Only the recipes of what the first paints draw: `defaultSystem` is a Chakra app's largest start-up
// cost. The other components the console uses bring theirs (src/components/recipe-registry.ts); a
// Chakra component whose recipe is in neither renders unstyled.
export const consoleSystem = ({ tokens, semanticTokens, keyframes }: ThemeTokens) =>
  createSystem(
    defaultBaseConfig,
    defineConfig({
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
        tokens,
        semanticTokens,
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
    }),
  );

// The tokens' values are in chakra-global.gen.css: the page's system needs their names (for the
// CSS variables style props refer to), not the values themselves (3 KiB).
export const system = consoleSystem(tokenNames);
